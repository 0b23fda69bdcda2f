// @vitest-environment jsdom
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchResult } from '../../src/components/Search/SearchResult';
import { hostileText } from '../test/hostile-fields';
import { scratchDir } from '../test/scratch';
import { searchBuilt } from '../test/search-built';
import { writeSearchIndex } from './search-index';

// As the hostile-content property: a fixed seed in `npm test`, a new one with FUZZ_RUNS (`npm run fuzz`).
// A case is a page of one index, not a build: ten pages for each of its cases.
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) * 10 : 40;
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.FUZZ_RUNS ? Date.now() % 100_000 : 54));

/** Text that is markup, or an escape of it, or a tag of the excerpt's own, as an owner might write about HTML. */
const markup = fc.constantFrom(
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><iframe srcdoc=x>",
  '<script>alert(1)</script>',
  '<mark>x</mark>',
  '</mark><img src=x onerror=alert(1)><mark>',
  '<a href="javascript:alert(1)">x</a>',
  '&lt;b&gt; &amp;lt; &#60;',
  '<!--x--><![CDATA[y]]>',
);
const words = fc
  .array(fc.oneof({ weight: 2, arbitrary: markup }, { weight: 1, arbitrary: hostileText }), {
    minLength: 1,
    maxLength: 5,
  })
  .map((parts) => parts.join(' '));

/** The characters that could make markup, in order: what must reach the reader exactly as written. */
const markupCharacters = (text: string) => text.replace(/[^<>&"'=/()!\-[\]a-z0-9]/gi, '');

/** A page as the prerender writes one: React escapes its words. */
const pageHtml = (title: string, body: string) =>
  `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <body>
        <main data-pagefind-body="">
          <h1>{title}</h1>
          <p>{body}</p>
        </main>
      </body>
    </html>,
  )}`;

/** A result as the search dialog shows it, read back as a browser parses the result's markup. */
function shown(hit: { url: string; title: string; excerpt: string }) {
  const html = renderToStaticMarkup(
    <SearchResult hit={hit} place={undefined} id="r" selected={false} onOpen={() => {}} />,
  );
  const link = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild as HTMLElement;
  return {
    link,
    title: link.children[0]?.textContent ?? '',
    excerpt: link.children[1]?.textContent ?? '',
    marks: [...link.querySelectorAll('mark')].map((mark) => mark.textContent ?? ''),
  };
}

describe('the search index over pages whose words are markup', () => {
  it('gives back titles and excerpts that show as the characters written, and never as an element', {
    timeout: 120_000,
  }, async () => {
    const cases = fc.sample(fc.record({ title: words, body: words }), { numRuns: RUNS, seed: SEED });
    const site = scratchDir('search-hostile');
    // A word of its own in each page, to find that page alone.
    const marker = (at: number) => `zqmarker${at}x`;
    const pages = cases.map(({ title, body }, at) => {
      const file = join(`page-${at}`, 'index.html');
      mkdirSync(join(site, `page-${at}`), { recursive: true });
      writeFileSync(join(site, file), pageHtml(title, `${body} ${marker(at)}`));
      return { file, url: `/page-${at}`, language: 'en' };
    });
    await writeSearchIndex(site, pages);
    const found = searchBuilt(
      site,
      'en',
      cases.map((_, at) => marker(at)),
    );
    const failures: string[] = [];
    cases.forEach(({ title, body }, at) => {
      const hits = found[marker(at)] ?? [];
      const where = `case ${at} (seed ${SEED}): ${JSON.stringify({ title, body }).slice(0, 300)}`;
      if (hits.length !== 1 || hits[0]?.url !== `/page-${at}`) {
        failures.push(`${where}: found ${JSON.stringify(hits.map((hit) => hit.url))}`);
        return;
      }
      const result = shown(hits[0]);
      const made = [...result.link.querySelectorAll('*')].map((element) => element.tagName.toLowerCase());
      if (made.some((tag) => tag !== 'span' && tag !== 'mark')) failures.push(`${where}: made ${made.join(', ')}`);
      const attributes = [result.link, ...result.link.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].map((attribute) => attribute.name),
      );
      if (attributes.some((name) => !/^(id|href|role|tabindex|aria-selected|class|dir)$/.test(name)))
        failures.push(`${where}: attributes ${attributes.join(', ')}`);
      if (markupCharacters(result.title) !== markupCharacters(title))
        failures.push(`${where}: title shown as ${JSON.stringify(result.title)}`);
      // Pagefind escapes a page's < and > alone, so the page's own text `&lt;` reads back as `<` (excerpt.ts).
      const page = markupCharacters(`${title} ${body} ${marker(at)}`.replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
      if (!page.includes(markupCharacters(result.excerpt)))
        failures.push(`${where}: excerpt shown as ${JSON.stringify(result.excerpt)}`);
      if (!result.marks.some((mark) => mark.includes(marker(at))))
        failures.push(`${where}: marks ${JSON.stringify(result.marks)}`);
    });
    expect(failures).toEqual([]);
  });
});
