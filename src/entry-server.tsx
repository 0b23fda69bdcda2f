import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { getPortrait } from '@/content/images';
import { ROUTE_PATHS, type RoutePath } from '@/content/model';
import { getPageMeta } from '@/content/pages';
import { getHome, getSite } from '@/content/site';
import { getSkillCategories } from '@/content/skills';
import { documentTitle } from '@/lib/head';
import { absoluteUrl } from '@/lib/urls';
import { createAppRouter } from './router';

// The prerender draws the share image and icons with the theme's colours; only Vite can load them.
export { darkTheme, lightTheme } from '@/styles/theme.css';
export { ROUTE_PATHS };

/** The deploy's base path (BASE_PATH at build time): every absolute URL in the head includes it. */
export const BASE_URL = import.meta.env.BASE_URL;

/** The owner facts behind the head tags, the structured data and the share image. */
export function seoFacts() {
  const site = getSite();
  const home = getHome();
  return {
    name: site.name,
    title: home.title,
    description: site.description,
    siteUrl: site.siteUrl,
    email: site.email,
    phone: site.phone ?? undefined,
    location: site.location,
    chips: home.chips,
    profileUrls: [site.linkedin.url, site.github.url],
    // The built portrait's URL already carries the base path.
    imageUrl: absoluteUrl(site.siteUrl, '/', getPortrait().src),
    skills: getSkillCategories().flatMap((category) => category.skills.map((skill) => skill.name)),
  };
}

/** Renders one route to HTML, with the facts its <head> needs. */
export async function render(path: RoutePath) {
  // Under a sub-path deploy (BASE_PATH) the router only matches locations below its basepath.
  const location = `${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`;
  const router = createAppRouter(createMemoryHistory({ initialEntries: [location] }));
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
