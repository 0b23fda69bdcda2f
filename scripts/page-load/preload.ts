/**
 * What one prerendered page loads, read from the client build's Vite manifest: the page's own
 * route chunks (so hydration does not wait for a second round of downloads) and the fonts the
 * stylesheet declares (preloaded, so text paints in Inter the first time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { routeModule } from '../routes';
import { inRanges, parseUnicodeRange, type Range } from '../unicode-range';

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

/** Every chunk `key` needs, each after the chunks it imports, so each runs in a task of its own. */
function withImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [...(manifest[key].imports ?? []).flatMap((next) => withImports(manifest, next, seen)), key];
}

/** Reads the manifest Vite wrote into `siteDir` (build.manifest). */
function readManifest(siteDir: string): Manifest {
  const file = join(siteDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`No ${file}: vite.config.ts must set build.manifest.`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/**
 * What the page at `path` needs on first load: for the loader, every module in the order it can
 * run them one by one (each after its imports, the entry last): its lazily split route chunks,
 * what the entry imports on start (React DOM's client) and the entry; and the Inter font
 * (preloaded); as URLs under `base`.
 */
export function pageAssets(manifest: Manifest, path: string, base: string): { fonts: string[]; modules: string[] } {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const source = routeModule(path);
  const startup = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.dynamicImports ?? []) : []));
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entries = [...Object.keys(manifest).filter((key) => key.split('?')[0] === source), ...startup, ...entry];
  const modules = new Set<string>();
  for (const entry of entries) for (const key of withImports(manifest, entry)) modules.add(manifest[key]?.file ?? '');
  const fonts = new Set(
    Object.values(manifest)
      .flatMap((chunk) => chunk.assets ?? [])
      .filter((asset) => asset.endsWith('.woff2')),
  );
  return {
    fonts: [...fonts].map((font) => `${prefix}${font}`),
    modules: [...modules].filter(Boolean).map((file) => `${prefix}${file}`),
  };
}

/**
 * The fonts among `fonts` that draw some character of `markup`: a file whose `@font-face` rule in
 * `css` has a `unicode-range` covering none of the page's characters is not preloaded, since the
 * browser will never fetch it for that page (content in several scripts cuts Inter into several
 * files, and most pages use only some). A file with no range, or no rule, always is.
 */
export function fontsDrawing(fonts: readonly string[], css: string, markup: string): string[] {
  const codes = new Set([...markup].map((character) => character.codePointAt(0) ?? 0));
  const unused = new Set<string>();
  for (const { file, ranges } of rangedFaces(css))
    if (![...codes].some((code) => inRanges(ranges, code))) unused.add(file);
  return fonts.filter((font) => !unused.has(basename(font)));
}

/** A stylesheet's `@font-face` files with a `unicode-range`, read once: pages of a kind share their inlined rules. */
const faces = new Map<string, { file: string; ranges: Range[] }[]>();
function rangedFaces(css: string): { file: string; ranges: Range[] }[] {
  const known = faces.get(css);
  if (known) return known;
  // A few dozen kinds of page in a build; an unbounded map would keep every stylesheet of a long run.
  if (faces.size > 64) faces.clear();
  const ranged: { file: string; ranges: Range[] }[] = [];
  for (const [, rule = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const file = /url\(\s*["']?([^"')]+\.woff2)/.exec(rule)?.[1];
    const range = /unicode-range\s*:\s*([^;}]+)/.exec(rule)?.[1];
    if (file && range) ranged.push({ file: basename(file), ranges: parseUnicodeRange(range) });
  }
  faces.set(css, ranged);
  return ranged;
}

/**
 * The markup without the links to the site's other languages, such as the switcher's
 * `<a hreflang="ar" lang="ar">العربية</a>`: closed until the reader opens it, so its letters decide
 * no preload. Their faces stay declared and load when shown, off the first paint's path. Words
 * marked as another language that the page shows (an untranslated title, `lang="en"`) count.
 */
export const ownLanguageMarkup = (markup: string, code: string): string =>
  markup.replace(/(<a\b[^>]*\shreflang="[^"]*"[^>]*>)[\s\S]*?<\/a>/gi, (element, start: string) => {
    const lang = /\slang="([^"]*)"/i.exec(start)?.[1];
    return lang === undefined || lang === code ? element : '';
  });

/** A `<link>` that fetches a font before the stylesheet asks for it. */
export const fontPreloadTag = (url: string) =>
  `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`;

const manifests = new Map<string, Manifest>();
// Every page of a route has the same assets: worked out once a route, not once a page.
const routeAssets = new Map<string, { fonts: string[]; modules: string[] }>();

/** The assets of the prerendered page at `path` in `siteDir`, as URLs under `base` (the prerender calls this). */
export function pageAssetsIn(siteDir: string, path: string, base: string): { fonts: string[]; modules: string[] } {
  const manifest = manifests.get(siteDir) ?? readManifest(siteDir);
  manifests.set(siteDir, manifest);
  const key = `${siteDir}\0${routeModule(path)}\0${base}`;
  const assets = routeAssets.get(key) ?? pageAssets(manifest, path, base);
  routeAssets.set(key, assets);
  return { fonts: [...assets.fonts], modules: [...assets.modules] };
}
