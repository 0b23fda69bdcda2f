import '@/styles/fonts.css';
import '@/styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { markHydrating } from '@/lib/hydrate-router';
import { START_FAILED_ATTRIBUTE } from '@/lib/loader-attributes';
import { loadSiteStyles } from '@/lib/site-styles';
import { createAppRouter } from './router';

/**
 * Lets the browser run input, paint and other tasks before the next step. Starting the app is a
 * few steps of main-thread work (React DOM's setup, the router's first load, hydration); one after
 * the other in one task, they blocked a slow phone for a fifth of a second.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const router = createAppRouter();
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/**
 * The app will not start on this page: says so on `<html>`, so the inline loader stops holding
 * button presses for it (scripts/page-load/loader.ts) and the page goes on working as plain HTML.
 */
const abandonStart = () => document.documentElement.setAttribute(START_FAILED_ATTRIBUTE, '');

/**
 * Hydrates the prerendered page, or leaves it exactly as it is: when a module it needs failed to
 * load (a flaky network, a redeploy), hydrating would let the router replace readable content with
 * an error view. Without the app the page still reads, and its links load pages the plain way.
 */
async function hydratePrerendered(root: HTMLElement): Promise<void> {
  // Load the route's chunk and data first, and mark the router as hydrating, so the first client
  // render matches the HTML.
  markHydrating(router);
  const siteStyles = loadSiteStyles();
  await nextTask();
  // A module that fails to load fails the router's load: the page's own chunk, or one it imports.
  const loaded = await router.load().then(
    () => !router.state.matches.some((match) => match.status === 'error'),
    () => false,
  );
  if (!loaded) return abandonStart();
  await nextTask();
  // React DOM sets itself up on first import, a task of its own.
  const { hydrateRoot } = await import('react-dom/client');
  // The page inlines only its own style rules; the app's other states and pages need the rest.
  await siteStyles;
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole page: the prerendered page stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

// The dev server's page holds only the `<!--app-html-->` placeholder comment: render it afresh.
if (container.firstElementChild) {
  await hydratePrerendered(container).catch(() => abandonStart());
} else {
  const { createRoot } = await import('react-dom/client');
  createRoot(container).render(app);
}
