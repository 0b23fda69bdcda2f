/**
 * Puts the page font's `@font-face` rules into src/styles/fonts.css as Vite loads it: Inter, cut
 * to the content's characters (scripts/page-load/subset-font.ts), and each platform fallback resized to
 * Inter's metrics at each weight (scripts/page-load/font-fallbacks.ts), so the swap moves nothing.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';
import { env } from '../env.ts';
import { siteLanguages } from '../i18n/languages.ts';
import { shippedWords } from '../i18n/messages.ts';
import { fallbackFaceRules } from './font-fallbacks.ts';
import { contentText, cutInter, type InterFace, UI_CHARACTERS, weightRange } from './subset-font.ts';

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

/** The site's own words in each of its languages, and the languages' names the switcher shows. */
const siteWords = (contentDir: string) =>
  siteLanguages(contentDir)
    .map((language) => `${language.name} ${JSON.stringify(shippedWords(language.code))}`)
    .join('\n');

/** The YAML files of the content, for the dev server to re-cut the font when one changes. */
const contentFiles = () =>
  readdirSync(env.contentDir, { recursive: true, withFileTypes: true })
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
        const faces = await cutInter(`${UI_CHARACTERS}${contentText(env.contentDir)}${siteWords(env.contentDir)}`);
        return { code: `${css}\n${interFaceRules(faces)}\n${await fallbackFaceRules()}\n`, map: null };
      },
    },
  };
}
