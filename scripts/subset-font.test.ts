// @vitest-environment node -- the woff2 encoder needs Node's own Uint8Array, not jsdom's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHARACTERS, makeSubset, SOURCE_FONT, SUBSET_FONT, weightRange } from './subset-font';

describe("the site's Inter", () => {
  it('spans exactly the weights the styles use', () => {
    expect(weightRange()).toEqual({ min: 400, max: 800 });
    expect(readFileSync('src/styles/fonts.css', 'utf8')).toContain('font-weight: 400 800;');
  });

  it('declares in fonts.css the characters the file holds, so others come from the fallback font', () => {
    const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
    // The CSS range starts at U+0000: the control characters below the space have no glyphs.
    const ranges = CHARACTERS.map(([first, last]) =>
      last === undefined ? `U+${hex(first)}` : `U+${hex(first === 0x20 ? 0 : first)}-${hex(last)}`,
    );
    expect(readFileSync('src/styles/fonts.css', 'utf8')).toContain(`unicode-range: ${ranges.join(', ')};`);
  });

  it('is what `npm run fonts` makes from the installed Inter, and a third smaller', async () => {
    const committed = readFileSync(SUBSET_FONT);
    expect(Buffer.compare(await makeSubset(), committed), 'run `npm run fonts` and commit the result').toBe(0);
    expect(committed.length).toBeLessThan(readFileSync(SOURCE_FONT).length * 0.7);
  }, 20_000);
});
