/**
 * What crawlers read beside the pages: sitemap.xml, with each page's other languages, and
 * robots.txt, which names it. Pure functions of the site's addresses.
 */

import { absoluteUrl } from '../../src/lib/urls';
import { escapeHtml } from './html';
import type { Alternate } from './seo';

/** Files the build writes next to the pages, relative to the deploy's base path. */
export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

/** One address in the sitemap, with the same page in the site's other languages. */
export type SitemapEntry = { href: string; alternates: readonly Alternate[] };

/** sitemap.xml listing every page at its absolute URL (`sitemapEntries` builds the list), each with its languages. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ href, alternates }) =>
    [
      `  <url><loc>${escapeHtml(href)}</loc>`,
      ...alternates.map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}"/>`,
      ),
      '</url>',
    ].join(''),
  );
  const xhtml = entries.some((entry) => entry.alternates.length > 0)
    ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap of a site in one language: every path at its absolute URL. */
export const sitemapEntries = (siteUrl: string, base: string, paths: readonly string[]): SitemapEntry[] =>
  paths.map((path) => ({ href: absoluteUrl(siteUrl, base, path), alternates: [] }));

/** robots.txt: everything may be crawled, and the sitemap is named by its absolute URL. */
export function robotsTxt(siteUrl: string, base: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, base, SITEMAP_FILE)}\n`;
}
