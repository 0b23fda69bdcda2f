import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { reloadOnFailedChunks } from './lib/chunk-reload';
import { PAGES_BASE } from './lib/language';
import { RouteError } from './routes/-components/status/RouteError';
import { NotFound } from './routes/-components/status/StatusPage';
import { routeTree } from './routeTree.gen';

/**
 * The app's router; the browser passes no history, the prerender a memory history per route. In
 * the browser a module that fails to load during a navigation falls back to one full load of the
 * page (chunk-reload.ts).
 */
export function createAppRouter(history?: RouterHistory) {
  // The router places the scroll only on pages it renders itself. The page it hydrates is where the
  // reader has put it, maybe scrolled already (or by the browser, on reload and Back): left alone.
  let hydrated = typeof window === 'undefined';
  const router = createRouter({
    routeTree,
    history,
    // Each language is a build of its own, its pages under its prefix (`/pl/`).
    basepath: PAGES_BASE,
    defaultPreload: 'intent',
    // Each page's own error and not-found views, inside the root layout: the top bar and footer
    // stay. Never the router's bare default screen.
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: () => hydrated,
    trailingSlash: 'never',
  });
  if (!hydrated) {
    const stop = router.subscribe('onRendered', () => {
      stop();
      // After every listener of this first render, the router's own scroll restoration included.
      queueMicrotask(() => {
        hydrated = true;
        // The router remembers, for Back, only scrolls it has seen: count one made before it ran.
        if (window.scrollX || window.scrollY) document.dispatchEvent(new Event('scroll'));
      });
    });
  }
  if (!history) reloadOnFailedChunks(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
