/**
 * Share images drawn once: each PNG is kept in .cache/share-images/ (SHARE_IMAGE_CACHE) under the
 * hash of everything that goes into it (the card's words and direction, the palette, and the
 * drawing's version: the code that lays it out and the fonts and libraries it draws with), so a
 * rebuild copies an unchanged post's image instead of drawing it again (about a third of a second
 * each), and any change to what it shows draws it anew. Entries unused for a month are removed.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepInCache, markUsed, pruneUnused } from '../disk-cache';
import { env } from '../env';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = join(here, '..', '..');

/** The code that draws a card: a change to any of these draws every card again. */
const DRAWING_CODE = [
  'scripts/site/ShareCard.tsx',
  'scripts/site/og-image.tsx',
  'scripts/site/share-fonts.ts',
  'scripts/site/share-style.ts',
  'scripts/site/share-text.ts',
  'scripts/site/mirror-offsets.ts',
  'scripts/unicode-range.ts',
];
/** The libraries and fonts it draws with, by the version the lockfile installs. */
const DRAWING_PACKAGES = [
  'satori',
  'sharp',
  'subset-font',
  'harfbuzzjs',
  '@fontsource/inter',
  '@fontsource-variable/noto-sans-arabic',
  '@fontsource-variable/noto-sans-sc',
  '@fontsource/noto-emoji',
];

let version: string | null = null;
/** The drawing's version: its code and its packages, hashed once per build. */
function drawingVersion(): string {
  if (version) return version;
  const hash = createHash('sha256');
  for (const file of DRAWING_CODE) hash.update(file).update(readFileSync(join(ROOT, file)));
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  for (const name of DRAWING_PACKAGES) hash.update(`${name}@${lock.packages[`node_modules/${name}`]?.version ?? '?'}`);
  version = hash.digest('hex');
  return version;
}

/** The cache key of one image: what it shows and how it is drawn. */
const shareImageKey = (inputs: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify({ inputs, drawing: drawingVersion() }))
    .digest('hex')
    .slice(0, 32);

/** What this build drew and what it copied, for its report. */
export const shareImageCounts = { drawn: 0, reused: 0 };

/**
 * Writes the PNG that `inputs` describe to `file`: copied from the cache when it was drawn before,
 * else drawn by `draw`, then kept. A cache that cannot be written only costs the next build time.
 */
export async function cachedShareImage(file: string, inputs: unknown, draw: () => Promise<Buffer>): Promise<void> {
  const dir = env.shareImageCache;
  pruneUnused(dir);
  const kept = join(dir, `${shareImageKey(inputs)}.png`);
  mkdirSync(dirname(file), { recursive: true });
  try {
    copyFileSync(kept, file);
    markUsed(kept);
    shareImageCounts.reused += 1;
    return;
  } catch {
    // Not drawn before: drawn now.
  }
  const png = await draw();
  shareImageCounts.drawn += 1;
  writeFileSync(file, png);
  keepInCache(kept, png);
}
