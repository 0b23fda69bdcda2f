/**
 * The platform fallbacks' `@font-face` rules, one per weight the styles use, each resized to
 * Inter's metrics at that weight, so text drawn in the fallback takes the room Inter will take and
 * the swap moves nothing. Every value comes from Capsize: the published metrics of the regular
 * fallbacks (fallback-metrics.ts), and the metrics Capsize's unpack reads from the npm font files
 * of Inter's static weights and of the fallbacks' bold faces (bold is wider relative to regular in
 * Arial than in Inter, so one size for both would let bold headings rewrap).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';
import { fallbackFonts, fontWeight } from '../../src/styles/tokens.ts';
import { arial, helvetica, roboto } from './fallback-metrics.ts';

type Fallback = (typeof fallbackFonts)[number];
type Metrics = Parameters<typeof createFontStack>[0][number];

/** From this weight up the system draws a family's bold face, as CSS font matching picks it. */
const BOLD_FROM = 600;

const require = createRequire(import.meta.url);
const fontsourceFile = (family: string, weight: number) =>
  join(dirname(require.resolve(`@fontsource/${family}`)), 'files', `${family}-latin-${weight}-normal.woff2`);

/**
 * Each fallback's regular metrics, the files of its bold face, and the names `local()` finds its
 * faces by. Liberation Sans (Linux) was drawn to Arial's metrics and Arial to Helvetica's widths;
 * Arimo is Liberation Sans under another name, so its bold stands for theirs. One name per face
 * where one is certain: every name a platform lacks is a font lookup during the first layout.
 */
const FALLBACKS: Record<
  Fallback,
  { regular: Metrics; boldFile: string; names: { regular: string[]; bold: string[] } }
> = {
  Arial: {
    regular: arial,
    boldFile: fontsourceFile('arimo', 700),
    names: { regular: ['Arial'], bold: ['Arial Bold'] },
  },
  // Android's Roboto has been named both ways.
  Roboto: {
    regular: roboto,
    boldFile: fontsourceFile('roboto', 700),
    names: { regular: ['Roboto Regular', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
  },
  'Liberation Sans': {
    regular: { ...arial, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' },
    boldFile: fontsourceFile('arimo', 700),
    names: { regular: ['Liberation Sans'], bold: ['Liberation Sans Bold'] },
  },
  Helvetica: {
    regular: helvetica,
    boldFile: fontsourceFile('arimo', 700),
    names: { regular: ['Helvetica'], bold: ['Helvetica Bold'] },
  },
};

/** The weights the styles use, each one a face, so none borrows another weight's size. */
export const fallbackWeights = [...new Set(Object.values(fontWeight).map(Number))].sort((a, b) => a - b);

export type FallbackFace = { fontFamily: string; fontWeight: number; src: string } & Record<string, string | number>;

/** The fallback faces, "Inter Fallback: <name>" as the font stack token names them. */
export async function fallbackFaces(): Promise<FallbackFace[]> {
  const bold = new Map<string, Metrics>();
  for (const { boldFile } of Object.values(FALLBACKS))
    bold.set(boldFile, bold.get(boldFile) ?? (await fromFile(boldFile)));
  const faces: FallbackFace[] = [];
  for (const weight of fallbackWeights) {
    const inter = { ...(await fromFile(fontsourceFile('inter', weight))), familyName: 'Inter' };
    for (const name of fallbackFonts) {
      const { regular, boldFile, names } = FALLBACKS[name];
      const boldMetrics = weight >= BOLD_FROM ? bold.get(boldFile) : undefined;
      // The bold file's widths under the regular face's name, so the family keeps its name.
      const metrics = boldMetrics ? { ...boldMetrics, familyName: regular.familyName } : regular;
      const { fontFaces } = createFontStack([inter, metrics], { fontFaceFormat: 'styleObject' });
      for (const { '@font-face': face } of fontFaces) {
        const src = (boldMetrics ? names.bold : names.regular).map((local) => `local('${local}')`).join(', ');
        faces.push({ ...face, fontFamily: `"Inter Fallback: ${name}"`, fontWeight: weight, src } as FallbackFace);
      }
    }
  }
  return faces;
}

const declarations = (properties: Record<string, string | number>) =>
  Object.entries(properties)
    .map(([name, value]) => `  ${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`)
    .join('\n');

export async function fallbackFaceRules(): Promise<string> {
  return (await fallbackFaces()).map((face) => `@font-face {\n${declarations(face)}\n}`).join('\n');
}
