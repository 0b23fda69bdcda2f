/**
 * `npm run fonts`: writes the site's Inter, cut down to what the pages use, into src/styles/fonts/.
 *
 * Fontsource's Latin file of Inter Variable carries the whole weight axis (100-900); the pages use
 * 400 to 800 (the fontWeight tokens). Keeping the characters below and only that part of the axis
 * makes the file 39% smaller (48 to 29 KB), and the font is on the path of the largest paint.
 * The result is committed, so a build does not spend a second and a half in the subsetter; a test
 * regenerates it and fails when it is stale (for example after a new weight token).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { fontWeight } from '../src/styles/tokens';

const require = createRequire(import.meta.url);

export const SOURCE_FONT = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
export const SUBSET_FONT = join(dirname(fileURLToPath(import.meta.url)), '../src/styles/fonts/inter-latin-wght.woff2');

/**
 * The characters kept: Latin-1 (English and the accented letters of names and places), Œ and œ,
 * general punctuation (dashes, quotes, bullets, ellipsis), the euro and trade mark signs, arrows
 * and the minus sign. Fontsource's Latin file also carries combining accents and spacing modifier
 * letters (for text typed in decomposed form), dotless i, the division slash, the byte order mark
 * and the replacement character; dropping them makes the file 2 KB smaller, and with it one round
 * trip shorter on Lighthouse's simulated slow 4G, where the font is on the path of the largest
 * paint. A character outside the set is drawn in the fallback font; fonts.css's `unicode-range`
 * repeats this list.
 */
export const CHARACTERS = [
  [0x20, 0xff],
  [0x152, 0x153],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2190, 0x2193],
  [0x2212],
] as const;

/** The lightest and heaviest weights the styles use. */
export function weightRange(): { min: number; max: number } {
  const weights = Object.values(fontWeight).map(Number);
  return { min: Math.min(...weights), max: Math.max(...weights) };
}

/** The subset font's bytes: the kept characters, the used part of the weight axis, as woff2. */
export async function makeSubset(): Promise<Buffer> {
  let text = '';
  for (const [first, last = first] of CHARACTERS)
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  return subsetFont(readFileSync(SOURCE_FONT), text, { targetFormat: 'woff2', variationAxes: { wght: weightRange() } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await makeSubset();
  writeFileSync(SUBSET_FONT, font);
  const { min, max } = weightRange();
  console.log(`Wrote ${SUBSET_FONT} (${font.length} bytes, weights ${min}-${max}).`);
}
