/**
 * Everything a prerendered page's <head> says about it to search engines, link previews and the
 * browser: title, description, canonical URL, Open Graph and Twitter cards, JSON-LD, icons and
 * theme colours. One pure function, so the escaping of every content value can be tested.
 */

import { absoluteUrl } from '../../src/lib/urls';
import { escapeHtml } from './html';
import { type ArticleFacts, articleNode, type PersonFacts, pageNode, personNode, serializeJsonLd } from './json-ld';

/** Open Graph wants language_TERRITORY: `pl` is pl_PL, `en` en_US, as CLDR's likeliest territory. */
function ogLocale(code: string): string {
  try {
    const likely = new Intl.Locale(code).maximize();
    return likely.region ? `${likely.language}_${likely.region}` : likely.language;
  } catch {
    return code.replace('-', '_');
  }
}

/** Files the build writes next to the pages, relative to the deploy's base path (sitemap.ts has the crawlers'). */
export const SHARE_IMAGE_FILE = 'og.png';
export const FAVICON_FILE = 'favicon.svg';
export const TOUCH_ICON_FILE = 'apple-touch-icon.png';

export type SeoSite = PersonFacts & { siteUrl: string };

export type SeoPage = {
  path: string;
  /** The full document title, e.g. "Skills | Arjun Kumar". */
  title: string;
  description: string;
};

export type ShareImage = { width: number; height: number; alt: string };

/** The same page in one of the site's languages (`x-default` for the default's), at its absolute URL. */
export type Alternate = { hreflang: string; href: string };

export type HeadInput = {
  site: SeoSite;
  page: SeoPage;
  /** The Vite base: `/` at a domain root, `/portfolio/` under a sub-path. */
  base: string;
  /** Where this language's pages start: the base, then `pl/` for a language other than the default. */
  pagesBase?: string;
  /** The page's language, `en` unless the site says otherwise. */
  language?: string;
  /** The page in every language of the site, and `x-default`; none for a site in one language. */
  alternates?: readonly Alternate[];
  /** A dated section's Atom feed, linked from its list and entry pages. */
  feed?: { title: string; path: string } | null;
  /** An entry page: the article it is, for the structured data. */
  article?: ArticleFacts | null;
  /** A page of a long list: the pages before and after it, relative to the language's pages. */
  pages?: { prev: string | null; next: string | null } | null;
  /** A page's own share image, relative to its language's pages (an entry's); else the language's. */
  imageFile?: string;
  image: ShareImage;
  themeColors: { light: string; dark: string };
  /** The favicon's SVG text, carried in the page as a data URI; without it the page links favicon.svg. */
  favicon?: string;
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

/**
 * An SVG as a `data:` URL. Only the characters a URL or an attribute cannot carry are escaped (a
 * space among them: a URL holds none), so the markup stays readable and compresses with the page.
 */
const svgDataUri = (svg: string): string =>
  `data:image/svg+xml,${svg.replace(/\s+/g, ' ').replace(/[ %#<>"{}|\\^`[\]]/g, encodeURIComponent)}`;

/**
 * The favicon, touch icon and theme colours every page names. The favicon is in the page itself:
 * fetched as a file, it is one more request before the first paint on a slow phone (about 0.15 s
 * of the home page's Lighthouse LCP), for under 1 KB of markup.
 */
const iconTags = (base: string, themeColors: HeadInput['themeColors'], favicon?: string) => [
  tag('link', {
    rel: 'icon',
    href: favicon ? svgDataUri(favicon) : sitePath(base, FAVICON_FILE),
    type: 'image/svg+xml',
  }),
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
export function headHtml(input: HeadInput): string {
  const { site, page, base, image, themeColors, pagesBase = base, language = 'en', alternates = [] } = input;
  const { feed, article, imageFile, favicon, pages } = input;
  const url = absoluteUrl(site.siteUrl, pagesBase, page.path);
  const homeUrl = absoluteUrl(site.siteUrl, pagesBase, '/');
  // Each language has its own share image, in its own words.
  const imageUrl = absoluteUrl(site.siteUrl, pagesBase, imageFile ?? SHARE_IMAGE_FILE);
  const isHome = page.path === '/';
  const person = personNode(site, homeUrl);
  const node = pageNode({ person, url, name: page.title, description: page.description, isHome, lang: language });
  const jsonLd = article ? { ...node, mainEntity: articleNode(article, { url, person, lang: language }) } : node;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    tag('link', { rel: 'canonical', href: url }),
    ...alternates.map((alternate) =>
      tag('link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href }),
    ),
    meta('property', 'og:type', isHome ? 'profile' : article ? 'article' : 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', ogLocale(language)),
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
    ...iconTags(base, themeColors, favicon),
    ...(feed
      ? [
          tag('link', {
            rel: 'alternate',
            type: 'application/atom+xml',
            title: feed.title,
            href: sitePath(pagesBase, feed.path.slice(1)),
          }),
        ]
      : []),
    ...(['prev', 'next'] as const).flatMap((rel) => {
      const path = pages?.[rel];
      return path ? [tag('link', { rel, href: absoluteUrl(site.siteUrl, pagesBase, path) })] : [];
    }),
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
  favicon,
}: Pick<HeadInput, 'base' | 'themeColors' | 'favicon'> & { page: Omit<SeoPage, 'path'> }): string {
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    meta('name', 'robots', 'noindex'),
    ...iconTags(base, themeColors, favicon),
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
