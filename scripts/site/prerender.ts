import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { palette } from '../../src/styles/palette';
import { env } from '../env';
import type { LanguageInfo } from '../i18n/languages';
import { deferScripts } from '../page-load/defer-scripts';
import { appStylesheet, inlineCriticalCss } from '../page-load/inline-css';
import { inlineSmallImages } from '../page-load/inline-images';
import { withoutMathsFont } from '../page-load/maths-font';
import { fontPreloadTag, fontsDrawing, ownLanguageMarkup, pageAssetsIn } from '../page-load/preload';
import { builtFile } from '../routes';
import { alternatesOf } from './alternates';
import { writeCitations } from './citations';
import { entryShareImage, writeEntryShareImage } from './entry-share';
import { writeFeeds } from './feeds';
import { hoistStyles } from './html';
import { renderFavicon } from './og-image';
import { headHtml, notFoundHeadHtml } from './seo';
import { type SeoFacts, shareImage, writeShareImage } from './seo-build';
import { stampTag, type VersionStamp } from './version-stamp';

/** Where a page's font preloads go, filled in once its inlined styles say which fonts it draws with. */
const FONT_PRELOADS = '<!--font-preloads-->';

type ServerEntry = typeof import('../../src/entry-server');

/** One language of the site, rendered: its pages' HTML (without the CSP, which covers every language). */
export type RenderedLanguage = {
  language: LanguageInfo;
  languages: readonly LanguageInfo[];
  /** The deploy's base (`/`, `/portfolio/`), where the shared assets are. */
  base: string;
  site: SeoFacts;
  /** The routes, in the order the sitemap lists them. */
  paths: readonly string[];
  pages: RenderedPage[];
  /** The favicon's SVG, as every page carries it: the default language's is also written as favicon.svg. */
  favicon: string;
};

/**
 * A page's HTML; when it inlines small images, also the same page with them as files, which the
 * assembly serves instead if the page with its CSP would need a second round trip.
 */
export type RenderedPage = { path: string; html: string; withoutImages?: string };

/** The address bar's colour in each mode: the page's background. */
const themeColors = { light: palette.light.color.background, dark: palette.dark.color.background };

/** `<html lang dir>`: a site in one left-to-right language keeps index.html's own tag, byte for byte. */
function htmlTag(language: LanguageInfo, languages: readonly LanguageInfo[]): string {
  if (languages.length === 1 && language.code === 'en' && language.dir === 'ltr') return '<html lang="en">';
  return `<html lang="${language.code}" dir="${language.dir}">`;
}

/**
 * Renders every route of one language's build in `siteDir`, using its SSR build in `serverDir`,
 * and writes its share image there. The pages are returned, not written: one CSP covers all languages.
 */
export async function prerender(siteDir: string, serverDir: string, stamp: VersionStamp): Promise<RenderedLanguage> {
  const entry: ServerEntry = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
  const { LANGUAGE: language, LANGUAGES: languages, BASE_URL: base, PAGES_BASE: pagesBase } = entry;
  const template = readFileSync(join(siteDir, 'index.html'), 'utf8').replace('<html lang="en">', () =>
    htmlTag(language, languages),
  );
  if (!template.includes('<html lang=')) throw new Error('index.html lost its <html lang="en"> tag.');
  const site = entry.seoFacts(env.siteUrl);
  const pages: RenderedPage[] = [];
  const assetFile = (href: string) => builtFile(siteDir, base, href);
  const stylesheets = new Map<string, string>();
  const readStylesheet = (href: string): string => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(assetFile(href), 'utf8'));
    return stylesheets.get(href) as string;
  };
  const appStylesheets = new Map<string, string>();
  /** Writes the stylesheet the app adds when it starts, once, and returns its URL. */
  const appStylesheetFor = (href: string): string => {
    const known = appStylesheets.get(href);
    if (known) return known;
    const app = appStylesheet(href, readStylesheet(href));
    writeFileSync(assetFile(app.href), app.css);
    appStylesheets.set(href, app.href);
    return app.href;
  };
  const ownAsset = (url: string) => (url.startsWith(`${base}assets/`) ? assetFile(url) : null);
  /** One finished page: the template filled, its own CSS inlined, its scripts deferred. */
  const finish = (path: string, headHtml: string, appHtml: string): string => {
    const { fonts, modules } = pageAssetsIn(siteDir, path, base);
    const head = `${headHtml}\n    ${stampTag(stamp)}\n    ${FONT_PRELOADS}`;
    const hoisted = hoistStyles(template, appHtml);
    // Function replacements: a `$'` or `$&` the owner wrote is text, not a replacement pattern.
    const html = hoisted.html.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => hoisted.appHtml);
    const inlined = inlineCriticalCss(html, readStylesheet);
    // Only the cuts of Inter this page's characters need: the inlined rules say which draws what.
    const own = ownLanguageMarkup(appHtml, language.code);
    const preloads = fontsDrawing(withoutMathsFont(fonts, appHtml), inlined.html, own)
      .map(fontPreloadTag)
      .join('\n    ');
    return deferScripts(
      inlined.html.replace(FONT_PRELOADS, () => preloads),
      modules,
      inlined.stylesheets.map(appStylesheetFor),
    );
  };
  /** A page with its small images inside it, and without them when it has any. */
  const page = (path: string, headHtml: string, renderedHtml: string): RenderedPage => {
    const withImages = inlineSmallImages(renderedHtml, ownAsset);
    const html = finish(path, headHtml, withImages);
    return withImages === renderedHtml
      ? { path, html }
      : { path, html, withoutImages: finish(path, headHtml, renderedHtml) };
  };
  const image = shareImage(site);
  const favicon = await renderFavicon(site.name, palette.light);
  const paths = entry.sitePaths();
  // Each post's share image is encoded (off the main thread) while the next pages render.
  const shareImages: Promise<void>[] = [];
  for (const path of paths) {
    const result = await entry.render(path);
    // An entry page has a share image of its own, its title on the card, encoded while the next pages render.
    const own = result.share ? entryShareImage(path, result.share, site) : null;
    if (own && result.share) {
      const written = writeEntryShareImage(siteDir, own.file, result.share, site, language.dir);
      // Handled now, so a failure waits for Promise.all below instead of ending the process unhandled.
      written.catch(() => {});
      shareImages.push(written);
    }
    const head = headHtml({
      site,
      page: { path: result.page.path, title: result.title, description: result.description },
      base,
      pagesBase,
      language: language.code,
      alternates: alternatesOf(site.siteUrl, base, languages, path),
      image: own ? { ...image, alt: own.alt } : image,
      themeColors,
      favicon,
      feed: result.feed,
      article: result.article,
      pages: result.pages,
      ...(own ? { imageFile: own.file } : {}),
    });
    pages.push(page(path, head, result.html));
  }
  await Promise.all(shareImages);
  const notFound = await entry.renderNotFound();
  const notFoundHead = notFoundHeadHtml({ page: notFound, base, themeColors, favicon });
  pages.push(page(entry.NOT_FOUND_PATH, notFoundHead, notFound.html));
  // Every page inlines its own rules and names the app's copy: no page loads Vite's stylesheet.
  for (const href of appStylesheets.keys()) rmSync(assetFile(href));
  await writeShareImage(siteDir, site, palette.light, language.dir);
  writeFeeds(siteDir, entry.sectionFeeds(), { site, base: pagesBase, language: language.code });
  writeCitations(siteDir, entry.sectionCitations());
  return { language, languages, base, site, paths, pages, favicon };
}
