import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { reloadOnFailedChunks } from './lib/chunk-reload';
import { RouteError } from './routes/-components/status/lazy';
import { routeTree } from './routeTree.gen';

/**
 * The app's router; the browser passes no history, the prerender a memory history per route. In
 * the browser a module that fails to load falls back to a full load of the page (chunk-reload.ts).
 */
export function createAppRouter(history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    basepath: import.meta.env.BASE_URL,
    defaultPreload: 'intent',
    // Each page's own error view, inside the root layout: the top bar and footer stay.
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    trailingSlash: 'never',
  });
  if (!history) reloadOnFailedChunks(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
