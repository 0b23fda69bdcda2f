/**
 * Preload hints for one prerendered page, read from the client build's Vite manifest: the page's
 * own route chunks (so hydration does not wait for a second round of downloads) and the fonts the
 * stylesheet declares (so text paints in Inter the first time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; assets?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The route file behind a path: `/` is src/routes/index.tsx, `/skills` src/routes/skills.tsx. */
const routeSource = (path: string) => `src/routes/${path === '/' ? 'index' : path.replace(/^\//, '')}.tsx`;

/** Every chunk `key` needs, itself first, following static imports. */
function withImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((next) => withImports(manifest, next, seen))];
}

/** Reads the manifest Vite wrote into `siteDir` (build.manifest). */
export function readManifest(siteDir: string): Manifest {
  const file = join(siteDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`No ${file}: vite.config.ts must set build.manifest.`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The `<link>` tags that preload what the page at `path` needs on first load and the HTML does
 * not already name: its lazily split route chunks (modulepreload) and the Inter font (preload).
 */
export function preloadTags(manifest: Manifest, path: string, base: string, html: string): string[] {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const source = routeSource(path);
  const entries = Object.keys(manifest).filter((key) => key.startsWith(`${source}?`));
  const files = new Set<string>();
  for (const entry of entries) for (const key of withImports(manifest, entry)) files.add(manifest[key]?.file ?? '');
  const scripts = [...files].filter((file) => file && !html.includes(`${prefix}${file}`));
  const fonts = new Set(
    Object.values(manifest)
      .flatMap((chunk) => chunk.assets ?? [])
      .filter((asset) => asset.endsWith('.woff2')),
  );
  return [
    ...[...fonts].map((font) => `<link rel="preload" href="${prefix}${font}" as="font" type="font/woff2" crossorigin>`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${prefix}${file}">`),
  ];
}

const manifests = new Map<string, Manifest>();

/** The preload tags for the prerendered page at `path` in `siteDir` (the prerender calls this). */
export function pagePreloads(siteDir: string, path: string, template: string): string[] {
  const manifest = manifests.get(siteDir) ?? readManifest(siteDir);
  manifests.set(siteDir, manifest);
  return preloadTags(manifest, path, process.env.BASE_PATH ?? '/', template);
}
