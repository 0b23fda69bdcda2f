/**
 * Puts the rendered languages together into one site: every page with the one CSP that covers them
 * all, each language's own files (share image, résumé) under its prefix, the scripts and styles
 * all languages share in one assets/ folder, and the files the whole site has once.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { absoluteUrl } from '../../src/lib/urls';
import { palette } from '../../src/styles/palette';
import { cmsOptionsFromEnv, writeAdmin } from '../cms/admin';
import { fitsFirstRoundTrip } from '../page-load/inline-images';
import { outputFiles } from '../routes';
import { BUNDLE_MAP } from '../vite/bundle-map';
import { alternatesOf } from './alternates';
import type { RenderedLanguage } from './prerender';
import { applyCsp, CSP_PLACEHOLDER, writeSiteFiles } from './seo-build';
import { type VersionStamp, writeVersionFile } from './version-stamp';

const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8'));

/** What Vite writes into a build besides the pages: its manifest and the HTML template. */
const BUILD_ONLY = new Set(['.vite', 'index.html']);

/**
 * Moves a language's build (`from`) into the site under its prefix. Assets with the same name are
 * the same file (their names carry a hash of their contents), so each is kept once.
 */
function mergeLanguage(siteDir: string, from: string, prefix: string): void {
  // The content-weight report reads which modules each chunk holds: the language's chunks too.
  const map = join(siteDir, BUNDLE_MAP);
  const theirs = join(from, BUNDLE_MAP);
  if (existsSync(map) && existsSync(theirs))
    writeFileSync(map, JSON.stringify({ ...readJson(map), ...readJson(theirs) }));
  const assets = join(from, 'assets');
  if (existsSync(assets))
    for (const name of readdirSync(assets)) {
      const target = join(siteDir, 'assets', name);
      if (!existsSync(target)) renameSync(join(assets, name), target);
    }
  for (const name of readdirSync(from)) {
    if (name === 'assets' || BUILD_ONLY.has(name)) continue;
    const target = join(siteDir, prefix, name);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(from, name), target, { recursive: true });
  }
  rmSync(from, { recursive: true, force: true });
}

/**
 * The page as served: with its small images inside it while, CSP and all, it arrives in the first
 * round trip; otherwise the same page with them as files (the same policy covers it: images are
 * neither scripts nor styles).
 */
export function servedHtml(page: { html: string; withoutImages?: string }, cspMeta: string): string {
  if (!page.withoutImages || fitsFirstRoundTrip(page.html)) return page.html;
  return page.withoutImages.replace(CSP_PLACEHOLDER, () => cspMeta);
}

/**
 * Writes the site into `siteDir` (where the default language was built) from every rendered
 * language; `languageDirs` holds the builds of the other languages, merged in and removed.
 */
export async function assembleSite(
  siteDir: string,
  rendered: readonly RenderedLanguage[],
  languageDirs: ReadonlyMap<string, string>,
  stamp: VersionStamp,
): Promise<string[]> {
  const pages = rendered.flatMap(({ language, pages }) => pages.map((page) => ({ ...page, prefix: language.prefix })));
  // One policy for all pages: a static host's _headers file cannot vary it per page.
  const csp = applyCsp(pages);
  for (const [code, dir] of languageDirs) {
    const language = rendered.find((candidate) => candidate.language.code === code)?.language;
    if (language) mergeLanguage(siteDir, dir, language.prefix);
  }
  const written: string[] = [];
  for (const page of csp.pages) {
    const { path, prefix } = page;
    const html = servedHtml(page, csp.meta);
    for (const file of outputFiles(path)) {
      const target = join(siteDir, prefix, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, html);
      written.push(join(prefix, file));
    }
  }
  writeVersionFile(siteDir, stamp);
  const main = rendered[0];
  if (!main) throw new Error('No language was rendered.');
  const { site, base, languages, favicon } = main;
  const sitemap = rendered.flatMap(({ language, paths }) =>
    paths.map((path) => ({
      href: absoluteUrl(site.siteUrl, `${base}${language.prefix}`, path),
      alternates: alternatesOf(site.siteUrl, base, languages, path),
    })),
  );
  await writeSiteFiles(siteDir, { site, base, sitemap, favicon, theme: palette.light, headerPolicy: csp.headerPolicy });
  // After _headers: the editor appends its own rules, which replace the site's policy under /admin/.
  writeAdmin(siteDir, cmsOptionsFromEnv());
  return written;
}
