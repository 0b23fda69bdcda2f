/**
 * Emoji for the PDF from Noto Emoji (@fontsource/noto-emoji, OFL): outline glyphs, so they print
 * in the text's colour and pdftotext reads them back, with no image fetched from the network.
 * Each slice holding an emoji the résumé uses is cut to those characters, at one weight
 * registered for every weight the résumé sets.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import subsetFont from 'subset-font';
import { inRanges, parseUnicodeRange } from '../unicode-range';
import { resumeFontWeights } from './styles';

const require = createRequire(import.meta.url);
const PKG = '@fontsource/noto-emoji';

type Fontkit = { hasGlyphForCodePoint(code: number): boolean };
type Loaded = { sources: { data: Fontkit | null; load(): Promise<void> }[] };

/** Registers Noto Emoji cuts for `chars`; returns their families and the characters still missing. */
export async function registerEmoji(
  chars: Set<string>,
  run: number,
): Promise<{ families: string[]; missing: Set<string> }> {
  const missing = new Set(chars);
  if (missing.size === 0) return { families: [], missing };
  const slices = Object.entries(
    JSON.parse(readFileSync(require.resolve(`${PKG}/unicode.json`), 'utf8')) as Record<string, string>,
  );
  const families: string[] = [];
  for (const [slice, css] of slices) {
    const ranges = parseUnicodeRange(css);
    const wanted = [...missing].filter((char) => inRanges(ranges, char.codePointAt(0) ?? 0));
    if (wanted.length === 0) continue;
    const file = require.resolve(`${PKG}/files/noto-emoji-${slice.replace(/[[\]]/g, '')}-400-normal.woff2`);
    const data = await subsetFont(readFileSync(file), ` ${wanted.join('')}`, { targetFormat: 'truetype' });
    const family = `Noto Emoji ${slice} (${run})`;
    const src = `data:font/ttf;base64,${data.toString('base64')}`;
    Font.register({ family, fonts: Object.values(resumeFontWeights).map((fontWeight) => ({ src, fontWeight })) });
    const source = (Font.getRegisteredFonts() as Record<string, Loaded>)[family]?.sources[0];
    await source?.load();
    for (const char of wanted) if (source?.data?.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) missing.delete(char);
    families.push(family);
  }
  return { families, missing };
}
