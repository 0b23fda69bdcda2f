import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationsOf } from './cite';
import { type BibEntry, parseBibtex } from './parse';

/** The hard cases, one file each (tests/bibtex/), and what each gives in full beside it. */
const CORPUS = 'tests/bibtex';
const text = (name: string) => readFileSync(join(CORPUS, `${name}.bib`), 'utf8');
const read = (name: string) => parseBibtex(text(name));
const citation = (name: string, key: string) => citationsOf(text(name)).get(key);
const only = (name: string): BibEntry => {
  const { entries, problems } = read(name);
  expect(problems).toEqual([]);
  expect(entries).toHaveLength(1);
  return entries[0] as BibEntry;
};

describe('a .bib file of the corpus', () => {
  it.each(readdirSync(CORPUS).filter((file) => file.endsWith('.bib')))('%s reads as its snapshot', async (file) => {
    const bib = readFileSync(join(CORPUS, file), 'utf8');
    const result = { ...parseBibtex(bib), citations: Object.fromEntries(citationsOf(bib)) };
    await expect(`${JSON.stringify(result, null, 2)}\n`).toMatchFileSnapshot(
      join('../../..', CORPUS, 'expected', file.replace(/\.bib$/, '.json')),
    );
  });
});

describe('a BibTeX entry', () => {
  it('is read with its field names in capitals, and its month macro', () => {
    const entry = only('uppercase-fields');
    expect(entry).toMatchObject({ key: 'Knuth1984', slug: 'knuth1984', title: 'Literate Programming' });
    expect(entry).toMatchObject({ date: '1984-05-01', datePrecision: 'month', venue: 'The Computer Journal' });
  });

  it('takes its words from an @string, also joined with #', () => {
    expect(only('string')).toMatchObject({
      title: 'Notes on the Analytical Engine',
      venue: 'Communications of the ACM',
      date: '2020-02-01',
    });
  });

  it('takes what its crossref lacks from the proceedings, which is no entry of its own', () => {
    const entry = only('crossref');
    expect(entry.venue).toBe('Proceedings of the 37th IEEE International Conference on Data Engineering');
    expect(entry).toMatchObject({ date: '2021-04-01', datePrecision: 'month' });
    expect(citation('crossref', 'qiu2021')).toContain('booktitle = {Proceedings of the 37th IEEE');
    expect(citation('crossref', 'qiu2021')).not.toContain('crossref');
  });

  it('loses the braces of its title, however deep, and keeps a braced name whole', () => {
    const entry = only('nested-braces');
    expect(entry.title).toBe("The LaTeX Companion: NASA's Emphasised Typesetting");
    expect(entry.authors).toEqual(['World Health Organization', 'Jan van der Berg']);
  });

  it('is read after a % comment and an @comment, and decodes an escaped %', () => {
    expect(only('comment').title).toBe('Accurate to 99% of Cases');
  });

  it('without a year has no date, and is no problem', () => {
    const entry = only('missing-year');
    expect(entry.date).toBeUndefined();
    expect(entry.venue).toBe('Preprint');
  });

  it('lists non-ASCII and TeX-accented authors in reading order, and "and others" as et al.', () => {
    expect(only('non-ascii').authors).toEqual([
      'Jürgen Müller',
      '王小明',
      'Åse Øster',
      'Ayşe Öztürk',
      'Paul Erdős',
      'José García',
      'et al.',
    ]);
  });

  it('decodes TeX: accents, \\&, --, ---, ~ and a < typed in text', () => {
    const entry = only('tex-escapes');
    expect(entry.title).toBe('Cats & Dogs: 99% Sure, 5 < 6 – and—Mostly\u00A0Right');
    expect(entry.authors).toEqual(['François André', 'Antonín Dvořák']);
    expect(entry).toMatchObject({ venue: 'Review of Études', date: '2020-06-15', datePrecision: 'day' });
    expect(entry.summary).toBe(
      "An abstract that is short enough to be the card's summary, with α and a word in italics.",
    );
  });

  it('makes one doi.org link of a DOI written as an address or with doi:, first among its links', () => {
    const { entries } = read('doi-url');
    expect(entries.map((entry) => entry.links)).toEqual([
      [
        { kind: 'doi', url: 'https://doi.org/10.1145/3290605.3300233' },
        { kind: 'paper', url: 'https://example.org/paper' },
        { kind: 'pdf', url: 'https://example.org/paper.pdf' },
      ],
      [{ kind: 'doi', url: 'https://doi.org/10.1038/s41586-020-2649-2' }],
    ]);
  });

  it('with no closing brace is refused at its line, naming its key, and hides neither neighbour', () => {
    const { entries, problems } = read('no-closing-brace');
    expect(entries.map((entry) => entry.key)).toEqual(['before', 'after']);
    expect(problems).toEqual([
      expect.objectContaining({ line: 7, key: 'unclosed', message: expect.stringMatching(/not closed.*line 12/) }),
    ]);
  });

  it('that is malformed is refused, each at its line with its key and field, the others read', () => {
    const { entries, problems } = read('malformed');
    expect(entries.map((entry) => entry.key)).toEqual(['fine', 'after-all']);
    expect(problems.map(({ line, key, field }) => `${line} ${key} ${field}`)).toEqual([
      '11 nodoi doi',
      '16 plainhttp url',
      '19 notitle ',
      '26 undefined journal',
      '29 Fine ',
      '35 badyear year',
      '39 texcommand title',
      '45 seasonal month',
    ]);
  });

  it('is cited without its abstract, keywords or site links, its values as written', () => {
    expect(citation('tex-escapes', 'escapes')).toBe(
      [
        '@article{escapes,',
        '  title = {Cats \\& Dogs: 99\\% Sure, 5 < 6 -- and---Mostly~Right},',
        "  author = {Andr{\\'e}, Fran{\\c{c}}ois and Dvo\\v{r}{\\'a}k, Anton\\'{\\i}n},",
        "  journal = {Review of {\\'E}tudes},",
        '  date = {2020-06-15},',
        '}',
        '',
      ].join('\n'),
    );
  });
});
