import { describe, expect, it } from 'vitest';
import { toDocument } from './documents';
import { type BibEntry, parseBibtex } from './parse';

// Long enough to be the entry's own page rather than its card's summary.
const LONG = 'We measure what the change costs and what it saves on real fleets. '.repeat(6);

const entryOf = (abstract: string): BibEntry => {
  const bib = `@article{qiu2021, title = {Fleets}, author = {Qiu, Chenxi}, year = 2021, abstract = {${abstract}}}`;
  const { entries, problems } = parseBibtex(bib);
  expect(problems).toEqual([]);
  return entries[0] as BibEntry;
};

describe("a .bib entry's abstract, as the page's HTML", () => {
  it('carries markup typed in it as text: no element or attribute of its own reaches the page', () => {
    const hostile = `${LONG}<script>alert(1)</script> <img src=x onerror="alert(2)"> "quoted" & more`;
    const entry = entryOf(hostile);
    const html = (toDocument(entry, 'sections/papers/mine.bib', '') as { body: { html: string } }).body.html;
    expect(html).not.toMatch(/<script|<img|onerror="/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; more');
    // Only the paragraphs are the build's own elements.
    expect(html.replace(/<\/?p>/g, '')).not.toMatch(/[<>]/);
  });
});
