import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDocument } from './documents';
import { parseBibtex } from './parse';

/**
 * Text an owner types: letters of several scripts, digits, spaces and punctuation TeX prints as it
 * is. Not TeX's ligatures, which TeX itself prints as other characters (-- as –, << as «, ,, as „).
 */
const words = fc
  .array(fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿĀ-žΑ-ωА-я一-龥0-9.,:;!?()'/<>+=-]{1,10}$/), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(' '))
  .filter((text) => !/--|''|<<|>>|,,|[!?]`|<\/?[a-z]+>/.test(text));
/** The characters TeX gives a meaning of their own, as an owner escapes them. */
const specials = fc.constantFrom('&', '%', '$', '#', '_');
const title = fc
  .array(fc.oneof({ weight: 4, arbitrary: words }, { weight: 1, arbitrary: specials }), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join(' '))
  // Within the model's limit for a title (a longer one is refused, and said so).
  .filter((text) => [...text].length <= 200);
const escaped = (text: string) => text.replace(/[&%$#_]/g, (char) => `\\${char}`);

const name = fc
  .stringMatching(/^[A-ZÀ-ÖØ-Þ一-龥Α-Ω][a-zß-öø-ÿα-ω一-龥]{0,9}$/)
  .filter((part) => !['and', 'others'].includes(part.toLowerCase()));
const person = fc.record({ first: name, last: name });

/** Something like BibTeX, often broken: entries, fields, braces and quotes in any order. */
const bibtexish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '@article{',
        '@string{',
        '@comment{',
        '@preamble{',
        '}',
        '{',
        '"',
        ',',
        '=',
        '#',
        '%',
        '\n',
        '\\',
        '\\"',
      ),
      fc.stringMatching(/^[a-z]{1,8}$/),
      fc.string({ maxLength: 12, unit: 'binary' }),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

describe('BibTeX read by the site, for any input', () => {
  it('never throws, and every problem names a line of the file and says what to do', () => {
    fc.assert(
      fc.property(fc.oneof(bibtexish, fc.string({ unit: 'binary' })), (text) => {
        const { entries, problems } = parseBibtex(text);
        const lines = text.split('\n').length;
        for (const problem of problems) {
          expect(problem.line).toBeGreaterThanOrEqual(1);
          expect(problem.line).toBeLessThanOrEqual(lines);
          expect(problem.message.length).toBeGreaterThan(10);
        }
        for (const entry of entries) expect(entry.title.trim()).not.toBe('');
      }),
    );
  });

  it('shows an accepted title and its authors exactly as written, in reading order', () => {
    fc.assert(
      fc.property(title, fc.array(person, { minLength: 1, maxLength: 5 }), (written, people) => {
        const authors = people.map(({ first, last }) => `${last}, ${first}`).join(' and ');
        const text = `@article{key2024,\n  title = {${escaped(written)}},\n  author = {${authors}},\n  year = 2024,\n}\n`;
        const { entries, problems } = parseBibtex(text);
        expect(problems).toEqual([]);
        const [entry] = entries;
        const expected = written.replace(/\s+/g, ' ').trim().normalize('NFC');
        expect(entry?.title).toBe(expected);
        expect(entry?.authors).toEqual(people.map(({ first, last }) => `${first} ${last}`));
        // And so the document the pages read.
        const doc = entry ? toDocument(entry, 'sections/papers/mine.bib', text) : {};
        expect(doc).toMatchObject({ title: expected, authors: entry?.authors });
      }),
    );
  });
});
