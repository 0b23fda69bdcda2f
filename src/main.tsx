import '@/styles/fonts.css';
import '@/styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

if (container.hasChildNodes()) {
  // Prerendered page: load the route's chunk and data first so the first client render matches
  // the HTML, and mark the router as hydrating so it does not start a second load.
  router.ssr = { manifest: undefined };
  await router.load();
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole page: the prerendered page stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
