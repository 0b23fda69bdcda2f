/**
 * Arabic for the PDF from IBM Plex Sans Arabic (@fontsource/ibm-plex-sans-arabic, OFL), not the
 * share image's Noto Sans Arabic: Noto builds dotted letters from shared base glyphs, which
 * react-pdf 4.9 draws with letters missing and writes into the text layer as other letters
 * (diegomura/react-pdf#3533); Plex has a glyph of its own for each form, so it prints whole and
 * pdftotext reads it back (ligatures such as lam-alef aside, which readers may reorder).
 */
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { resumeFontWeights } from './styles';

const require = createRequire(import.meta.url);
export const ARABIC_FAMILY = 'IBM Plex Sans Arabic';
/** The letters this font draws instead of Noto Sans Arabic (its "arabic" slice, in short). */
export const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/u;

type Fontkit = { hasGlyphForCodePoint(code: number): boolean };
type Loaded = { sources: { data: Fontkit | null; load(): Promise<void> }[] };
let registered = false;

/** Registers the font once; returns the Arabic characters of `chars` it cannot draw. */
export async function registerArabic(chars: Set<string>): Promise<Set<string>> {
  if (!registered)
    Font.register({
      family: ARABIC_FAMILY,
      fonts: Object.values(resumeFontWeights).map((fontWeight) => ({
        src: require.resolve(
          `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${fontWeight}-normal.woff`,
        ),
        fontWeight,
      })),
    });
  registered = true;
  const source = (Font.getRegisteredFonts() as Record<string, Loaded>)[ARABIC_FAMILY]?.sources[0];
  await source?.load();
  return new Set([...chars].filter((char) => !source?.data?.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)));
}
