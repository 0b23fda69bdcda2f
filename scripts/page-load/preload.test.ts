import { describe, expect, it } from 'vitest';
import { fontsDrawing, ownLanguageMarkup, pageAssets } from './preload';

// The shape of the client build's manifest, trimmed to what the prerender reads.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_app.js'],
    dynamicImports: ['node_modules/react-dom/client.js'],
  },
  'node_modules/react-dom/client.js': { file: 'assets/client.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_app.js': {
    file: 'assets/app.js',
    imports: ['_react.js'],
    dynamicImports: ['src/routes/skills.tsx?tsr-split=component'],
    assets: ['assets/inter.woff2'],
  },
  'src/routes/skills.tsx?tsr-split=component': { file: 'assets/skills.js', imports: ['_ui.js'] },
  'src/routes/skills.tsx?tsr-split=loader': { file: 'assets/skills-data.js' },
  'src/routes/contact.tsx?tsr-split=component': { file: 'assets/contact.js' },
  '_ui.js': { file: 'assets/ui.js' },
};

describe('what a prerendered page loads', () => {
  it("hands the loader the page's own route chunks and what they import, and no other page's", () => {
    const { modules } = pageAssets(manifest, '/skills', '/');
    expect(modules).toEqual(expect.arrayContaining(['/assets/skills.js', '/assets/ui.js', '/assets/skills-data.js']));
    expect(modules).not.toContain('/assets/contact.js');
  });

  it("includes what the entry imports on start, so hydration doesn't wait for another download", () => {
    expect(pageAssets(manifest, '/contact', '/').modules).toContain('/assets/client.js');
  });

  it('orders the modules so each comes after what it imports, the entry last', () => {
    expect(pageAssets(manifest, '/skills', '/').modules).toEqual([
      '/assets/ui.js',
      '/assets/skills.js',
      '/assets/skills-data.js',
      '/assets/react.js',
      '/assets/client.js',
      '/assets/app.js',
      '/assets/index.js',
    ]);
  });

  it('preloads the font under the base path', () => {
    expect(pageAssets(manifest, '/', '/portfolio/').fonts).toEqual(['/portfolio/assets/inter.woff2']);
  });
});

describe('fontsDrawing', () => {
  const css = [
    '@font-face{font-family:Inter;src:url(/assets/inter-latin-1.woff2)format("woff2");unicode-range:U+20-7E,U+A9}',
    '@font-face{font-family:Inter;src:url(/assets/inter-greek-2.woff2)format("woff2");unicode-range:U+391-3A9,U+3B1-3C9}',
    '@font-face{font-family:Fallback;src:local(Arial)}',
  ].join('');
  const fonts = ['/assets/inter-latin-1.woff2', '/assets/inter-greek-2.woff2'];

  it('preloads only the cuts whose characters the page draws', () => {
    expect(fontsDrawing(fonts, css, '<h1>Robin Fixture</h1>')).toEqual(['/assets/inter-latin-1.woff2']);
  });

  it('preloads a script cut on the page that uses it', () => {
    expect(fontsDrawing(fonts, css, '<p>Καλημέρα, Robin</p>')).toEqual(fonts);
  });

  it("leaves out the letters of the switcher's other languages, closed until opened", () => {
    const page =
      '<p>Dzień dobry, Robin</p><details><summary>PL</summary><a hreflang="pl" lang="pl">Polski</a><a hreflang="el" lang="el">Ελληνικά</a></details>';
    const own = ownLanguageMarkup(page, 'pl');
    expect(own).toBe(
      '<p>Dzień dobry, Robin</p><details><summary>PL</summary><a hreflang="pl" lang="pl">Polski</a></details>',
    );
    expect(fontsDrawing(fonts, css, own)).toEqual(['/assets/inter-latin-1.woff2']);
    expect(fontsDrawing(fonts, css, ownLanguageMarkup(page, 'el'))).toEqual(fonts);
  });

  it('counts the words a page shows in another language for want of a translation', () => {
    // A Greek owner's English page, with a title not yet translated: its Greek cut is preloaded.
    const page = '<h1 lang="el">Καλημέρα</h1><a hreflang="el" lang="el">Ελληνικά</a>';
    expect(ownLanguageMarkup(page, 'en')).toBe('<h1 lang="el">Καλημέρα</h1>');
    expect(fontsDrawing(fonts, css, ownLanguageMarkup(page, 'en'))).toEqual(fonts);
  });

  it('keeps a font whose rule it cannot find or that has no range', () => {
    expect(fontsDrawing(['/assets/other.woff2', ...fonts], '', '<p>Robin</p>')).toEqual([
      '/assets/other.woff2',
      ...fonts,
    ]);
  });
});
