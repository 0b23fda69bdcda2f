/**
 * Inter for the PDF: Fontsource's static files, one per script and weight. react-pdf falls back
 * along the family list glyph by glyph, so Polish, Greek and Cyrillic names print in Inter too,
 * and pdfkit embeds only the glyphs the résumé uses from each file.
 */
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { resumeFontWeights } from '../../src/styles/resume';

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic', 'greek-ext', 'cyrillic-ext', 'vietnamese'] as const;

/** The family list every text style uses, first choice first. */
export const FONT_FAMILIES = SUBSETS.map((subset) => `Inter ${subset}`);

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  for (const subset of SUBSETS)
    Font.register({
      family: `Inter ${subset}`,
      fonts: Object.values(resumeFontWeights).map((fontWeight) => ({
        src: require.resolve(`@fontsource/inter/files/inter-${subset}-${fontWeight}-normal.woff`),
        fontWeight,
      })),
    });
  // Words break only at spaces: hyphenating names and technologies would make them unsearchable.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
