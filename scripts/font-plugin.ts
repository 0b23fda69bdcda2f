/**
 * Puts the page font's `@font-face` rules into src/styles/fonts.css as Vite loads it: Inter, cut
 * to the content's characters (scripts/subset-font.ts), and each platform fallback resized to
 * Inter's metrics, so text drawn in the fallback takes the room Inter will take and the swap moves
 * nothing. The override values come from Capsize's published metrics, never from hand.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import helvetica from '@capsizecss/metrics/helvetica';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import type { Plugin } from 'vite';
import { fallbackFonts } from '../src/styles/tokens.ts';
import { CONTENT_DIR } from './content.ts';
import { contentText, cutInter, type InterFace, UI_CHARACTERS, weightRange } from './subset-font.ts';

type Fallback = (typeof fallbackFonts)[number];

/**
 * Each fallback's metrics and the local names of its regular and bold faces. Liberation Sans
 * (Linux) was drawn to Arial's metrics, so it takes Arial's.
 */
const FALLBACKS: Record<Fallback, { metrics: typeof arial; bold: string[] }> = {
  Roboto: { metrics: roboto, bold: ['Roboto Bold', 'Roboto-Bold'] },
  Helvetica: { metrics: helvetica, bold: ['Helvetica Bold', 'Helvetica-Bold'] },
  Arial: { metrics: arial, bold: ['Arial Bold', 'Arial-BoldMT'] },
  'Liberation Sans': {
    metrics: { ...arial, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' },
    bold: ['Liberation Sans Bold', 'LiberationSans-Bold'],
  },
};

const declarations = (properties: Record<string, string | number>) =>
  Object.entries(properties)
    .map(([name, value]) => `  ${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`)
    .join('\n');

/**
 * The fallback faces, "Inter Fallback: <name>" as the font stack token names them: a regular face
 * (400, which 500 also picks) and a bold one (700, which 600 and 800 pick), as the system does.
 */
export function fallbackFaceRules(): string {
  const { fontFaces } = createFontStack([inter, ...fallbackFonts.map((name) => FALLBACKS[name].metrics)], {
    fontFaceFormat: 'styleObject',
  });
  return fontFaces
    .flatMap(({ '@font-face': face }, index) => {
      const { fontFamily, src, ...overrides } = face;
      const bold = FALLBACKS[fallbackFonts[index] as Fallback].bold.map((name) => `local('${name}')`).join(', ');
      return [
        { fontFamily, fontWeight: 400, src, ...overrides },
        { fontFamily, fontWeight: 700, src: bold, ...overrides },
      ];
    })
    .map((face) => `@font-face {\n${declarations(face as Record<string, string | number>)}\n}`)
    .join('\n');
}

/** Inter's faces, one per cut file, with the characters it holds; `url()` relative to fonts.css. */
export function interFaceRules(faces: readonly InterFace[]): string {
  const { min, max } = weightRange();
  return faces
    .map((face) =>
      [
        '@font-face {',
        `  font-family: "Inter Variable";`,
        '  font-style: normal;',
        '  font-display: swap;',
        `  font-weight: ${min} ${max};`,
        `  src: url("./fonts/${basename(face.file)}") format("woff2-variations");`,
        `  unicode-range: ${face.unicodeRange};`,
        '}',
      ].join('\n'),
    )
    .join('\n');
}

/** The YAML files of the content, for the dev server to re-cut the font when one changes. */
const contentFiles = () =>
  readdirSync(CONTENT_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/i.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

export function interFont(): Plugin {
  return {
    name: 'portfolio:inter-font',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/]styles[\\/]fonts\.css(\?.*)?$/ },
      async handler(css) {
        for (const file of contentFiles()) this.addWatchFile(file);
        const faces = await cutInter(`${UI_CHARACTERS}${contentText(CONTENT_DIR)}`);
        return { code: `${css}\n${interFaceRules(faces)}\n${fallbackFaceRules()}\n`, map: null };
      },
    },
  };
}
