import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { getPortrait } from '@/content/images';
import { getNotFoundText } from '@/content/messages';
import { ROUTE_PATHS } from '@/content/model';
import { getPageMeta } from '@/content/pages';
import { getSectionWords } from '@/content/section-words';
import {
  listPath,
  sectionCitations,
  sectionFeeds,
  sectionHead,
  sectionPaths,
  shownPagePaths,
} from '@/content/sections';
import { getHome, getSite } from '@/content/site';
import { getSkillCategories } from '@/content/skills';
import { documentTitle, statusTitle } from '@/lib/head';
import { LANGUAGE, LANGUAGES, PAGES_BASE } from '@/lib/language';
import { format } from '@/lib/message';
import { resolveSiteUrl } from '@/lib/site-url';
import { absoluteUrl } from '@/lib/urls';
import { createAppRouter } from './router';

export { ROUTE_PATHS, sectionCitations, sectionFeeds };

/** Every page the site shows, in navigation order, then each section's entry pages: what the prerender writes. */
export const sitePaths = (): string[] => [...new Set([...shownPagePaths(), ...sectionPaths()])];

/** The deploy's base path (BASE_PATH at build time): every absolute URL in the head includes it. */
export const BASE_URL = import.meta.env.BASE_URL;

/** This build's language, the site's others, and where this language's pages start (`/pl/`). */
export { LANGUAGE, LANGUAGES, PAGES_BASE };

/**
 * The owner facts behind the head tags, the structured data and the share image. `hostUrl` is the
 * host's address (SITE_URL, which the Pages deploy sets): it stands in for a missing or sample one.
 */
export function seoFacts(hostUrl: string | undefined) {
  const site = getSite();
  const home = getHome();
  const siteUrl = resolveSiteUrl(site.siteUrl, hostUrl);
  return {
    name: site.name,
    title: home.title,
    description: site.description,
    siteUrl,
    email: site.email,
    phone: site.phone ?? undefined,
    location: site.location,
    chips: home.chips,
    profileUrls: [site.linkedin.url, site.github.url],
    // The built portrait's URL already carries the base path.
    imageUrl: absoluteUrl(siteUrl, '/', getPortrait().src),
    skills: getSkillCategories().flatMap((category) => category.skills.map((skill) => skill.name)),
  };
}

async function renderAt(path: string): Promise<string> {
  // Under a sub-path deploy (BASE_PATH) the router only matches locations below its basepath.
  const location = `${PAGES_BASE.replace(/\/$/, '')}${path}`;
  const router = createAppRouter(createMemoryHistory({ initialEntries: [location] }));
  await router.load();
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/** Renders one route to HTML, with the facts its <head> needs: a feed, an entry's article facts, a long list's neighbouring pages. */
export async function render(path: string) {
  const html = await renderAt(path);
  const section = sectionHead(path);
  const page = section?.page ?? getPageMeta(path);
  const site = getSite();
  const words = getSectionWords().sections;
  const feed = section?.feed
    ? { title: format(words.feed, { section: section.feed.heading }), path: section.feed.path }
    : null;
  const article = section?.article ?? null;
  // The share card's alt text is written in the page's language, as the card's words are.
  const share = section?.share
    ? { ...section.share, alt: format(words.shareAlt, { title: section.share.title, name: site.name }) }
    : null;
  const place = section?.pagination;
  const pages = place
    ? {
        prev: place.page > 1 ? listPath(place.section, place.page - 1) : null,
        next: place.page < place.pages ? listPath(place.section, place.page + 1) : null,
      }
    : null;
  return {
    html,
    title: documentTitle(page, site),
    description: page.description,
    site,
    page,
    feed,
    article,
    share,
    pages,
  };
}

/** The address no page has, rendered as the not-found page (dist/404.html). */
export const NOT_FOUND_PATH = '/404';

/** Renders the not-found page: what static hosts serve, with status 404, for unknown addresses. */
export async function renderNotFound() {
  const html = await renderAt(NOT_FOUND_PATH);
  const text = getNotFoundText();
  return { html, title: statusTitle(text, getSite()), description: text.text };
}
