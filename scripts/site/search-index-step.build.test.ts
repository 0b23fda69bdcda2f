import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../test/scratch';
import { SEARCH_DIR, writeSearchIndex } from './search-index';

/** A site of pages `{ file: html }`, as the prerender writes them. */
function siteOf(pages: Record<string, string>): string {
  const site = scratchDir('search-step');
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(site, file, '..'), { recursive: true });
    writeFileSync(join(site, file), html);
  }
  return site;
}

const page = (lang: string, main: string) =>
  `<!doctype html><html lang="${lang}"><body><header><nav>Home Skills</nav></header><main data-pagefind-body="">${main}</main></body></html>`;

describe('the build’s search index step', () => {
  it('indexes each language apart and keeps only the files the site’s search uses', async () => {
    const site = siteOf({
      'index.html': page('en', '<h1>Hello</h1><p>words</p>'),
      'pl/index.html': page('pl', '<h1>Cześć</h1><p>słowa</p>'),
    });
    const report = await writeSearchIndex(site, [
      { file: 'index.html', url: '/', language: 'en' },
      { file: 'pl/index.html', url: '/pl/', language: 'pl' },
    ]);
    expect(report.languages).toEqual({ en: 1, pl: 1 });
    expect(report.bytes).toBeGreaterThan(0);
    expect(readdirSync(join(site, SEARCH_DIR)).filter((file) => /\.(js|css)$/.test(file))).toEqual(['pagefind.js']);
  });

  it('refuses a page without the mark of what to index, naming it and what it needs', async () => {
    const site = siteOf({
      'index.html': page('en', '<h1>Hello</h1>'),
      'skills/index.html': '<!doctype html><html lang="en"><body><main><h1>Skills</h1></main></body></html>',
    });
    await expect(
      writeSearchIndex(site, [
        { file: 'index.html', url: '/', language: 'en' },
        { file: join('skills', 'index.html'), url: '/skills', language: 'en' },
      ]),
    ).rejects.toThrow(/skills\/index\.html has no data-pagefind-body on its <main>/);
  });

  it('refuses a page whose <html lang> is not the language it was built in', async () => {
    const site = siteOf({ 'pl/index.html': page('en', '<h1>Cześć</h1>') });
    await expect(writeSearchIndex(site, [{ file: 'pl/index.html', url: '/pl/', language: 'pl' }])).rejects.toThrow(
      /holds \{"en":1\} pages per language, the site \{"pl":1\}/,
    );
  });
});
