/**
 * The fonts the PDF draws with, picked by script as the share image picks them
 * (scripts/site/share-fonts.ts): Inter for Latin, Greek, Cyrillic and Vietnamese, then Noto Sans
 * SC (Arabic comes from arabic-font.ts), each cut to the characters the résumé uses and pinned to its weights,
 * and Noto Emoji (emoji-font.ts). react-pdf falls back along the family list glyph by glyph; a
 * character no font has (a script none covers) is returned as missing, for the résumé to leave
 * out and the build to name.
 */
import { Font } from '@react-pdf/renderer';
import { shareFonts } from '../site/share-fonts';
import { ARABIC, ARABIC_FAMILY, registerArabic } from './arabic-font';
import { registerEmoji } from './emoji-font';
import { resumeFontWeights } from './styles';

let run = 0;
const rank = (family: string) => (/^Inter latin \(/.test(family) ? 0 : /^Inter latin-ext /.test(family) ? 1 : 2);

/** Registers the fonts for `text` and returns the family list, first choice first, and what none draws. */
export async function registerScriptFonts(text: string): Promise<{ families: string[]; missing: Set<string> }> {
  const arabic = new Set([...text].filter((char) => ARABIC.test(char)));
  const rest = [...text].filter((char) => !arabic.has(char)).join('');
  const { fonts, missing } = await shareFonts(rest, Object.values(resumeFontWeights));
  // Each render's cuts are new families: the same slice cut for other text is another font.
  run += 1;
  const bySlice = new Map<string, { src: string; fontWeight: number }[]>();
  for (const font of fonts)
    bySlice.set(font.name, [
      ...(bySlice.get(font.name) ?? []),
      { src: `data:font/ttf;base64,${font.data.toString('base64')}`, fontWeight: font.weight },
    ]);
  const families = [...bySlice].map(([slice, faces]) => {
    const family = `${slice} (${run})`;
    Font.register({ family, fonts: faces });
    return family;
  });
  await Promise.all(families.map((family) => uniqueNames(family)));
  // Latin first: react-pdf takes each character from the first family claiming it, and a cut for
  // another script may claim punctuation it draws blank.
  families.sort((a, b) => rank(a) - rank(b));
  // Emoji last: Noto Emoji also claims digits and # that Inter draws.
  const emoji = await registerEmoji(new Set(missing), run);
  await Promise.all(emoji.families.map((family) => uniqueNames(family)));
  const arabicMissing = arabic.size > 0 ? await registerArabic(arabic) : new Set<string>();
  return {
    families: [...families, ...(arabic.size > 0 ? [ARABIC_FAMILY] : []), ...emoji.families],
    missing: new Set([...emoji.missing, ...arabicMissing]),
  };
}

type Loaded = { sources: { fontWeight: number; data: object | null; load(): Promise<void> }[] };

/**
 * pdfkit keys embedded fonts by PostScript name, and every slice of Inter is "Inter-Regular": a
 * second slice would be embedded again at every switch (hundreds of copies for a page mixing
 * scripts). Each loaded cut gets a name of its own.
 */
async function uniqueNames(family: string): Promise<void> {
  const loaded = (Font.getRegisteredFonts() as Record<string, Loaded>)[family];
  for (const source of loaded?.sources ?? []) {
    await source.load();
    const font = source.data as { postscriptName?: string } | null;
    if (!font) continue;
    const name = `${font.postscriptName ?? 'Font'}-${family.replace(/[^A-Za-z0-9]+/g, '')}-${source.fontWeight}`;
    Object.defineProperty(font, 'postscriptName', { value: name });
  }
}
