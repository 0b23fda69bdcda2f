import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localFonts } from './fonts';

const require = createRequire(import.meta.url);
const bundle = readFileSync(join(dirname(require.resolve('@sveltia/cms')), '..', 'dist', 'sveltia-cms.js'), 'utf8');

describe("the editor's fonts", () => {
  it('come from npm beside the script, never from the CDN Sveltia names', () => {
    const { script, fonts } = localFonts(bundle);
    expect(script).not.toContain('cdn.jsdelivr.net');
    expect(fonts.map((font) => font.url)).toEqual([
      'fonts/source-sans-3-latin-wght-normal.woff2',
      'fonts/noto-mono-latin-400-normal.woff2',
      'fonts/material-symbols-outlined-latin-wght-normal.woff2',
    ]);
    for (const font of fonts) expect(existsSync(font.file), font.file).toBe(true);
  });

  it('name the font when a newer Sveltia asks for one the build does not serve', () => {
    const newer = 'src:url(https://cdn.jsdelivr.net/fontsource/fonts/inter:vf@5.3.0/latin-wght-normal.woff2)';
    expect(() => localFonts(newer)).toThrow(/inter:vf@5\.3\.0\/latin-wght-normal\.woff2; add it to FONT_FILES/);
  });
});
