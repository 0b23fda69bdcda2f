import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ROUTE_PATHS, type RoutePath } from '@/content/model';
import { getPageMeta } from '@/content/pages';
import { getSite } from '@/content/site';
import { documentTitle } from '@/lib/head';
import { createAppRouter } from './router';

export { ROUTE_PATHS };

/** Renders one route to HTML, with the facts its <head> needs. */
export async function render(path: RoutePath) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const page = getPageMeta(path);
  const site = getSite();
  return { html, title: documentTitle(page, site), description: page.description, site, page };
}
