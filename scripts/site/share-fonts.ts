/**
 * The fonts the share image and icons are drawn with, cut to the characters they draw: Inter for
 * Latin, Greek, Cyrillic and Vietnamese, then Noto Sans Arabic, Noto Sans SC and Noto Emoji for
 * what Inter lacks. satori takes each character from the first font that has it, so nothing is drawn as a
 * box; a character no font has is reported instead of drawn.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { inRanges, parseUnicodeRange, type Range } from '../unicode-range';
import { mirrorVerticalOffsets } from './mirror-offsets';

const require = createRequire(import.meta.url);

// harfbuzzjs (subset-font's engine) exports a promise of its API and ships no types.
type Destroyable = { destroy(): void };
type HarfBuzz = {
  createBlob(data: Uint8Array): Destroyable;
  createFace(blob: Destroyable, index: number): Destroyable & { collectUnicodes(): Uint32Array };
};
const harfbuzz = require('harfbuzzjs') as Promise<HarfBuzz>;
// subset-font's own converter, which ships no types: a WOFF or WOFF2 file to the TrueType it cuts.
const fontverter = require('fontverter') as { convert(font: Buffer, to: 'truetype'): Promise<Buffer> };

type Family = {
  name: string;
  pkg: string;
  /** The file of one unicode-range slice (fontsource's unicode.json key) at one weight. */
  file: (slice: string, weight: number) => string;
  /** Variable fonts are pinned to each weight when cut. */
  variable: boolean;
  /** The heaviest cut a static family has: heavier weights use it. */
  maxWeight?: FontWeight;
};

const SHARE_FAMILIES: readonly Family[] = [
  {
    name: 'Inter',
    pkg: '@fontsource/inter',
    file: (slice, weight) => `inter-${slice}-${weight}-normal.woff`,
    variable: false,
  },
  {
    name: 'Noto Sans Arabic',
    pkg: '@fontsource-variable/noto-sans-arabic',
    file: (slice) => `noto-sans-arabic-${slice}-wght-normal.woff2`,
    variable: true,
  },
  {
    name: 'Noto Sans SC',
    pkg: '@fontsource-variable/noto-sans-sc',
    file: (slice) => `noto-sans-sc-${slice.replace(/[[\]]/g, '')}-wght-normal.woff2`,
    variable: true,
  },
  // Emoji in outline: a name of emoji alone would otherwise draw nothing at all.
  {
    name: 'Noto Emoji',
    pkg: '@fontsource/noto-emoji',
    file: (slice, weight) => `noto-emoji-${slice.replace(/[[\]]/g, '')}-${weight}-normal.woff`,
    variable: false,
    maxWeight: 700,
  },
];

export type FontWeight = 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
export type ShareFont = { name: string; weight: FontWeight; style: 'normal'; data: Buffer };

// Read once a build, not once a card: a 1,000-post site parsed them a thousand times over.
const slices = new Map<Family, [string, Range[]][]>();
function slicesOf(family: Family): [string, Range[]][] {
  const known = slices.get(family);
  if (known) return known;
  const parsed = Object.entries(
    JSON.parse(readFileSync(require.resolve(`${family.pkg}/unicode.json`), 'utf8')) as Record<string, string>,
  ).map(([slice, css]): [string, Range[]] => [slice, parseUnicodeRange(css)]);
  slices.set(family, parsed);
  return parsed;
}

/** Characters drawn with a glyph: spaces and invisible marks need none. */
function drawnCharacters(text: string): number[] {
  const codes = new Set<number>();
  for (const char of text) if (!/[\s\p{Cc}\p{Cf}]/u.test(char)) codes.add(char.codePointAt(0) ?? 0);
  return [...codes].sort((a, b) => a - b);
}

async function coverage(font: Buffer): Promise<Set<number>> {
  const hb = await harfbuzz;
  const blob = hb.createBlob(font);
  const face = hb.createFace(blob, 0);
  const codes = new Set(face.collectUnicodes());
  face.destroy();
  blob.destroy();
  return codes;
}

// Each file as TrueType, decompressed once: subset-font inflates what it is given for every cut,
// which was a tenth of a 1,000-post build. Given TrueType, it cuts the same bytes.
const sources = new Map<string, Promise<Buffer>>();
const source = (path: string) => {
  const data = sources.get(path) ?? fontverter.convert(readFileSync(path), 'truetype');
  sources.set(path, data);
  return data;
};

/**
 * The fonts that draw `text` at `weights`, each cut to the characters it draws, the CSS
 * font-family list naming them in order, and the characters none of them has (empty when every
 * character is drawn).
 */
export async function shareFonts(
  text: string,
  weights: readonly FontWeight[],
): Promise<{ fonts: ShareFont[]; families: string; missing: string[] }> {
  let remaining = drawnCharacters(text);
  const fonts: ShareFont[] = [];
  for (const family of SHARE_FAMILIES) {
    for (const [slice, ranges] of slicesOf(family)) {
      const wanted = remaining.filter((code) => inRanges(ranges, code));
      if (wanted.length === 0) continue;
      // The space is kept in every cut: without it satori spaces words by a default advance.
      const chars = ` ${String.fromCodePoint(...wanted)}`;
      for (const weight of weights) {
        const cut = Math.min(weight, family.maxWeight ?? weight);
        const path = require.resolve(`${family.pkg}/files/${family.file(slice, cut)}`);
        const subset = await subsetFont(await source(path), chars, {
          targetFormat: 'truetype',
          ...(family.variable ? { variationAxes: { wght: weight } } : {}),
        });
        // satori draws vertical offsets mirrored (mirror-offsets.ts).
        const data = mirrorVerticalOffsets(subset);
        // satori keeps one font per name and weight, so each slice is a family of its own.
        fonts.push({ name: `${family.name} ${slice}`, weight, style: 'normal', data });
      }
      const last = fonts.at(-1);
      const covered = last ? await coverage(last.data) : new Set<number>();
      remaining = remaining.filter((code) => !covered.has(code));
    }
  }
  const families = [...new Set(fonts.map((font) => font.name))].map((name) => `"${name}"`).join(', ');
  return { fonts, families, missing: remaining.map((code) => String.fromCodePoint(code)) };
}
