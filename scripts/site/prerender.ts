import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { palette } from '../../src/styles/palette';
import { cmsOptionsFromEnv, writeAdmin } from '../cms/admin';
import { env } from '../env';
import { deferScripts } from '../page-load/defer-scripts';
import { appStylesheet, inlineCriticalCss } from '../page-load/inline-css';
import { fontPreloadTag, fontsDrawing, pageAssetsIn } from '../page-load/preload';
import { outputFiles } from '../routes';
import { entryShareImage, type OwnShareImage, writeEntryShareImage } from './entry-share';
import { writeFeeds } from './feeds';
import { headHtml, notFoundHeadHtml } from './seo';
import { applyCsp, type SeoFacts, shareImage, writeSeoFiles } from './seo-build';
import { buildStamp, stampTag, writeVersionFile } from './version-stamp';

/** Where a page's font preloads go, filled in once its inlined styles say which fonts it draws with. */
const FONT_PRELOADS = '<!--font-preloads-->';

type ServerEntry = typeof import('../../src/entry-server');

type Rendered = Awaited<ReturnType<ServerEntry['render']>>;

/** The <head> tags of one prerendered page: title, description, canonical, cards, JSON-LD, icons. */
function headTags(entry: ServerEntry, site: SeoFacts, result: Rendered, own: OwnShareImage | null): string {
  return headHtml({
    site,
    page: { path: result.page.path, title: result.title, description: result.description },
    base: entry.BASE_URL,
    image: own ? { ...shareImage(site), alt: own.alt } : shareImage(site),
    themeColors,
    feed: result.feed,
    article: result.article,
    ...(own ? { imageFile: own.file } : {}),
  });
}

/** The address bar's colour in each mode: the page's background. */
const themeColors = { light: palette.light.color.background, dark: palette.dark.color.background };

/** Renders every route into the client build in `siteDir`, using the SSR build in `serverDir`. */
export async function prerender(siteDir: string, serverDir: string): Promise<string[]> {
  const entry: ServerEntry = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
  const template = readFileSync(join(siteDir, 'index.html'), 'utf8');
  const site = entry.seoFacts(env.siteUrl);
  const pages: { path: string; html: string }[] = [];
  // Which commit the page is: the deploy polls version.json until the live site names it.
  const stamp = buildStamp();
  const assetFile = (href: string) => join(siteDir, href.slice(entry.BASE_URL.length));
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
  /** One finished page: the template filled, its own CSS inlined, its scripts deferred. */
  const page = (path: string, headHtml: string, appHtml: string): string => {
    const { fonts, modules } = pageAssetsIn(siteDir, path, entry.BASE_URL);
    const head = `${headHtml}\n    ${stampTag(stamp)}\n    ${FONT_PRELOADS}`;
    // Function replacements: a `$'` or `$&` the owner wrote is text, not a replacement pattern.
    const html = template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => appHtml);
    const inlined = inlineCriticalCss(html, readStylesheet);
    // Only the cuts of Inter this page's characters need: the inlined rules say which draws what.
    const preloads = fontsDrawing(fonts, inlined.html, appHtml).map(fontPreloadTag).join('\n    ');
    return deferScripts(
      inlined.html.replace(FONT_PRELOADS, () => preloads),
      modules,
      inlined.stylesheets.map(appStylesheetFor),
    );
  };
  const paths = entry.sitePaths();
  // Each post's share image is encoded (off the main thread) while the next pages render.
  const shareImages: Promise<void>[] = [];
  for (const path of paths) {
    const result = await entry.render(path);
    const own = result.share ? entryShareImage(path, result.share, site) : null;
    if (own && result.share) {
      const written = writeEntryShareImage(siteDir, own.file, result.share, site);
      // Handled now, so a failure waits for Promise.all below instead of ending the process unhandled.
      written.catch(() => {});
      shareImages.push(written);
    }
    pages.push({ path, html: page(path, headTags(entry, site, result, own), result.html) });
  }
  await Promise.all(shareImages);
  const notFound = await entry.renderNotFound();
  const notFoundHead = notFoundHeadHtml({ page: notFound, base: entry.BASE_URL, themeColors });
  pages.push({ path: entry.NOT_FOUND_PATH, html: page(entry.NOT_FOUND_PATH, notFoundHead, notFound.html) });
  // Every page inlines its own rules and names the app's copy: no page loads Vite's stylesheet.
  for (const href of appStylesheets.keys()) rmSync(assetFile(href));
  // One policy for all pages: a static host's _headers file cannot vary it per page.
  const csp = applyCsp(pages);
  const written: string[] = [];
  for (const { path, html } of csp.pages) {
    for (const file of outputFiles(path)) {
      const target = join(siteDir, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, html);
      written.push(file);
    }
  }
  writeVersionFile(siteDir, stamp);
  written.push(...writeFeeds(siteDir, entry.sectionFeeds(), { site, base: entry.BASE_URL }));
  await writeSeoFiles(siteDir, {
    site,
    base: entry.BASE_URL,
    paths,
    theme: palette.light,
    headerPolicy: csp.headerPolicy,
  });
  // After _headers: the editor appends its own rules, which replace the site's policy under /admin/.
  writeAdmin(siteDir, cmsOptionsFromEnv());
  return written;
}
