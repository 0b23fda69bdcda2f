/**
 * Everything a prerendered page's <head> says about it to search engines, link previews and the
 * browser: title, description, canonical URL, Open Graph and Twitter cards, JSON-LD, icons and
 * theme colours. One pure function, so the escaping of every content value can be tested.
 */

import { absoluteUrl } from '../../src/lib/urls';
import { escapeHtml } from './html';
import { type ArticleFacts, articleNode, type PersonFacts, pageNode, personNode, serializeJsonLd } from './json-ld';

/** The document language (also `lang` on <html> in index.html). */
const SITE_LANG = 'en';
/** Open Graph wants language_TERRITORY. */
const OG_LOCALE = 'en_US';

/** Files the build writes next to the pages, relative to the deploy's base path. */
export const SHARE_IMAGE_FILE = 'og.png';
export const FAVICON_FILE = 'favicon.svg';
export const TOUCH_ICON_FILE = 'apple-touch-icon.png';
export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

export type SeoSite = PersonFacts & { siteUrl: string };

export type SeoPage = {
  path: string;
  /** The full document title, e.g. "Skills | Arjun Kumar". */
  title: string;
  description: string;
};

export type ShareImage = { width: number; height: number; alt: string };

export type HeadInput = {
  site: SeoSite;
  page: SeoPage;
  /** The Vite base: `/` at a domain root, `/portfolio/` under a sub-path. */
  base: string;
  image: ShareImage;
  themeColors: { light: string; dark: string };
  /** A dated section's Atom feed, linked from its list and entry pages. */
  feed?: { title: string; path: string } | null;
  /** An entry page: the article it is, for the structured data. */
  article?: ArticleFacts | null;
  /** A page's own share image, relative to the base (an entry's); else the site's. */
  imageFile?: string;
};

/** The base-relative URL of a built file, for links inside the site. */
function sitePath(base: string, file: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${file}`;
}

const tag = (name: string, attributes: Record<string, string>): string =>
  `<${name} ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')} />`;
const meta = (key: 'name' | 'property', id: string, content: string) => tag('meta', { [key]: id, content });

/** The favicon, touch icon and theme colours every page names. */
const iconTags = (base: string, themeColors: HeadInput['themeColors']) => [
  tag('link', { rel: 'icon', href: sitePath(base, FAVICON_FILE), type: 'image/svg+xml' }),
  tag('link', { rel: 'apple-touch-icon', href: sitePath(base, TOUCH_ICON_FILE) }),
  // The address bar follows the theme the page shows, light unless the visitor chose dark: the
  // theme's boot script and every switch set `content` from these (src/lib/theme-storage.ts).
  tag('meta', {
    name: 'theme-color',
    content: themeColors.light,
    'data-light': themeColors.light,
    'data-dark': themeColors.dark,
  }),
];

/** The <head> tags of one page, every content value escaped. */
export function headHtml({ site, page, base, image, themeColors, feed, article, imageFile }: HeadInput): string {
  const url = absoluteUrl(site.siteUrl, base, page.path);
  const homeUrl = absoluteUrl(site.siteUrl, base, '/');
  const imageUrl = absoluteUrl(site.siteUrl, base, imageFile ?? SHARE_IMAGE_FILE);
  const isHome = page.path === '/';
  const person = personNode(site, homeUrl);
  const node = pageNode({ person, url, name: page.title, description: page.description, isHome, lang: SITE_LANG });
  const jsonLd = article ? { ...node, mainEntity: articleNode(article, { url, person, lang: SITE_LANG }) } : node;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    tag('link', { rel: 'canonical', href: url }),
    meta('property', 'og:type', isHome ? 'profile' : article ? 'article' : 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', OG_LOCALE),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
    ...iconTags(base, themeColors),
    ...(feed
      ? [
          tag('link', {
            rel: 'alternate',
            type: 'application/atom+xml',
            title: feed.title,
            href: sitePath(base, feed.path.slice(1)),
          }),
        ]
      : []),
    `<script type="application/ld+json">${serializeJsonLd(jsonLd)}</script>`,
  ].join('\n    ');
}

/**
 * The <head> tags of the not-found page: title, description, `noindex` so search engines never
 * list it, icons and theme colours; no canonical URL or cards, since it has no address of its own.
 */
export function notFoundHeadHtml({
  page,
  base,
  themeColors,
}: Pick<HeadInput, 'base' | 'themeColors'> & { page: Omit<SeoPage, 'path'> }): string {
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    meta('name', 'robots', 'noindex'),
    ...iconTags(base, themeColors),
  ].join('\n    ');
}

/** The `<meta http-equiv>` carrying the page's Content-Security-Policy; it must precede every script. */
export function cspMetaHtml(policy: string): string {
  return tag('meta', { 'http-equiv': 'Content-Security-Policy', content: policy });
}

/** The alt text of the share image, which shows the owner's name and title. */
export function shareImageAlt(site: Pick<SeoSite, 'name' | 'title'>): string {
  return `${site.name}, ${site.title}`;
}

/** sitemap.xml listing every route at its absolute URL. */
export function sitemapXml(siteUrl: string, base: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, base, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled, and the sitemap is named by its absolute URL. */
export function robotsTxt(siteUrl: string, base: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, base, SITEMAP_FILE)}\n`;
}
