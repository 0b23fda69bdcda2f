/**
 * Sveltia fetches its three fonts (text, monospace, icons) from jsDelivr, which the editor's policy
 * blocks, as the site serves nothing from a CDN; without them its icons show as words
 * ("arrow_back"). The build copies the same Fontsource files from npm into admin/fonts/ and points
 * the script at them.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Each font file Sveltia asks jsDelivr for (`<family>[:vf]@<version>/<file>`), from npm. */
const FONT_FILES: Record<string, () => string> = {
  'source-sans-3/latin-wght-normal.woff2': () =>
    require.resolve('@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2'),
  'noto-mono/latin-400-normal.woff2': () =>
    require.resolve('@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2'),
  'material-symbols-outlined/latin-wght-normal.woff2': () =>
    require.resolve(
      '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
    ),
};

const CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+\.woff2)/g;

export type LocalFont = { file: string; url: string };

/** The script with each CDN font address replaced by `fonts/<family>-<file>`, and the files to copy there. */
export function localFonts(script: string): { script: string; fonts: LocalFont[] } {
  const fonts: LocalFont[] = [];
  const rewritten = script.replace(CDN_FONT, (address, family: string, file: string) => {
    const resolve = FONT_FILES[`${family}/${file}`];
    if (!resolve)
      throw new Error(`Sveltia CMS loads a font the build does not serve: ${address}; add it to FONT_FILES.`);
    const url = `fonts/${family}-${file}`;
    fonts.push({ file: resolve(), url });
    return url;
  });
  return { script: rewritten, fonts };
}
