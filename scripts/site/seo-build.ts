/**
 * The prerender's findable-and-locked-down half: the files beside the pages (share image, icons,
 * sitemap, robots.txt, _headers) and the Content-Security-Policy that every page carries.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_BOOT_SCRIPT } from '../../src/lib/theme-storage';
import { env } from '../env';
import { contentSecurityPolicy, headersFile, inlineScripts, inlineStyles, scriptHash } from './csp';
import { missingGlyphs, renderShareCard, renderTouchIcon } from './og-image';
import type { ImageTheme } from './ShareCard';
import {
  cspMetaHtml,
  FAVICON_FILE,
  type SeoSite,
  SHARE_IMAGE_FILE,
  type ShareImage,
  shareImageAlt,
  TOUCH_ICON_FILE,
} from './seo';
import { cachedShareImage } from './share-cache';
import { shareCard } from './share-style';
import { ROBOTS_FILE, robotsTxt, SITEMAP_FILE, type SitemapEntry, sitemapXml } from './sitemap';

/** Where index.html wants the CSP meta: before the theme script, so the policy covers it. */
export const CSP_PLACEHOLDER = '<!--app-csp-->';

export type SeoFacts = SeoSite & { chips: readonly string[] };

/** The share image's size and alt text, as the head tags announce it. */
export function shareImage(site: SeoFacts): ShareImage {
  return { width: shareCard.width, height: shareCard.height, alt: shareImageAlt(site) };
}

/**
 * Puts one CSP into every page: the hashes of every inline script the pages contain (the theme
 * boot script and the router's scroll restoration), so nothing else inline can run. Returns the
 * pages and the header form of the policy.
 */
export function applyCsp<Page extends { html: string }>(
  pages: readonly Page[],
): { pages: Page[]; headerPolicy: string; meta: string } {
  const scripts = new Set(pages.flatMap((page) => inlineScripts(page.html)));
  if (!scripts.has(THEME_BOOT_SCRIPT)) throw new Error('The theme boot script is missing from the pages.');
  const scriptHashes = [...scripts].map(scriptHash);
  const styleHashes = [...new Set(pages.flatMap((page) => inlineStyles(page.html)))].map(scriptHash);
  const meta = cspMetaHtml(contentSecurityPolicy({ scriptHashes, styleHashes, delivery: 'meta' }));
  const withCsp = pages.map((page) => {
    if (!page.html.includes(CSP_PLACEHOLDER)) throw new Error(`index.html lost its ${CSP_PLACEHOLDER} placeholder.`);
    const html = page.html.replace(CSP_PLACEHOLDER, () => meta);
    const firstScript = html.search(/<script\b/i);
    if (firstScript !== -1 && html.indexOf(meta) > firstScript)
      throw new Error('The CSP meta tag must come before the first script in index.html.');
    return { ...page, html };
  });
  return {
    pages: withCsp,
    headerPolicy: contentSecurityPolicy({ scriptHashes, styleHashes, delivery: 'header' }),
    meta,
  };
}

/** Writes one language's share image (og.png) into `dir`, in that language's words. */
export async function writeShareImage(
  dir: string,
  site: SeoFacts,
  theme: ImageTheme,
  direction: 'ltr' | 'rtl' = 'ltr',
): Promise<void> {
  const card = {
    dir: direction,
    name: site.name,
    title: site.title,
    location: site.location,
    chips: site.chips,
    siteUrl: site.siteUrl,
  };
  const missing = await missingGlyphs(card);
  // A warning, not a failure: the site itself draws these with the visitor's own fonts.
  if (missing.length > 0)
    console.warn(
      `${env.githubActions ? '::warning file=content/site.yaml::' : ''}The share image and icons have no font for ${missing.join(' ')}; they are left out of og.png and the icons.`,
    );
  await cachedShareImage(join(dir, SHARE_IMAGE_FILE), { card, theme }, () => renderShareCard(card, theme));
}

/** Writes the files the whole site shares into its root: icons, sitemap, robots.txt and _headers. */
export async function writeSiteFiles(
  siteDir: string,
  options: {
    site: SeoFacts;
    base: string;
    sitemap: readonly SitemapEntry[];
    /** The SVG the pages carry, rendered once by the prerender. */
    favicon: string;
    theme: ImageTheme;
    headerPolicy: string;
  },
): Promise<string[]> {
  const { site, base, sitemap, favicon, theme, headerPolicy } = options;
  const files: Record<string, string | Buffer> = {
    [FAVICON_FILE]: favicon,
    [TOUCH_ICON_FILE]: await renderTouchIcon(site.name, theme),
    [SITEMAP_FILE]: sitemapXml(sitemap),
    [ROBOTS_FILE]: robotsTxt(site.siteUrl, base),
    _headers: headersFile(headerPolicy),
  };
  for (const [file, data] of Object.entries(files)) writeFileSync(join(siteDir, file), data);
  return Object.keys(files);
}
