/**
 * The maths font: Noto Sans Math (an OpenType MATH font, drawn to sit beside sans text), cut at
 * build time to the characters the content's maths draws, as Inter is cut to its text
 * (subset-font.ts). HarfBuzz's subsetter keeps the MATH table and the glyphs it reaches (the taller
 * brackets and roots, their pieces, script-size forms), which the browser stretches and places
 * with. `virtual:maths-font` gives the file's URL to the page that declares the face
 * (MathsStyles in src/routes/-components/sections/styles.tsx), or null when the content has no maths,
 * so a site without maths ships no maths font, and only a page with maths declares, preloads and
 * loads it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { mathsCharacters } from '../content/maths.ts';
import { env } from '../env.ts';
import { FONT_DIR } from './subset-font.ts';

const require = createRequire(import.meta.url);
const SOURCE = () => require.resolve('@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff2');

/** The features a browser shapes maths with: HarfBuzz's defaults, script sizes, dotless letters, flat accents. */
const FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'calt',
  'clig',
  'kern',
  'liga',
  'rtlm',
  'ssty',
  'dtls',
  'flac',
];

// subset-font 2.9 takes `keepFeatures` (its README); @types/subset-font 2.3 predates the option.
type CutOptions = NonNullable<Parameters<typeof subsetFont>[2]> & { keepFeatures?: string[] };
const subset = subsetFont as (font: Buffer, text: string, options: CutOptions) => Promise<Buffer>;

/** The file name a cut of `characters` is written under: it hashes what made it, so it doubles as a cache. */
const cutName = (source: Buffer, characters: string) =>
  `noto-sans-math-${createHash('sha256').update(source).update(characters).update(FEATURES.join()).digest('hex').slice(0, 10)}.woff2`;

/** Cuts the maths font to `characters` into `dir`; returns its file, or null when there is nothing to draw. */
async function cutMathsFont(characters: string, dir = FONT_DIR): Promise<string | null> {
  if (!characters) return null;
  const source = readFileSync(SOURCE());
  const file = join(dir, cutName(source, characters));
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const font = await subset(source, characters, { targetFormat: 'woff2', keepFeatures: FEATURES });
    // Written whole or not at all: a build running beside this one may read it.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, font);
    renameSync(partial, file);
  }
  return file;
}

/** Every Markdown file under the content folder, translations included. */
const markdownFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.md$/i.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

const ID = 'virtual:maths-font';

/** The Vite plugin that makes `virtual:maths-font`: the cut file's URL, or null. */
export function mathsFont(): Plugin {
  return {
    name: 'portfolio:maths-font',
    resolveId: { filter: { id: new RegExp(`^${ID}$`) }, handler: () => `\0${ID}` },
    load: {
      filter: { id: new RegExp(`^\\0${ID}$`) },
      async handler() {
        const files = markdownFiles(env.contentDir);
        for (const file of files) this.addWatchFile(file);
        const file = await cutMathsFont(mathsCharacters(files.map((name) => readFileSync(name, 'utf8'))));
        if (!file) return 'export default null;';
        return `import url from ${JSON.stringify(`${file}?url`)};\nexport default url;`;
      },
    },
  };
}

/** The page's fonts, less the maths font when the page has no maths: only a page with maths preloads it. */
export const withoutMathsFont = (fonts: readonly string[], markup: string): string[] =>
  markup.includes('<math') ? [...fonts] : fonts.filter((font) => !basename(font).startsWith('noto-sans-math-'));
