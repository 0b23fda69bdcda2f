// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagSlug } from '../../src/lib/tag-slug';
import { characterProblem } from '../content/check/raw-text';
import { atomReport } from './atom-check';
import { atomFeed, type SectionFeed } from './feeds';

const site = { name: 'Robin & Co <Fixture>', siteUrl: 'https://robin.example.com' };

const entry = (slug: string, overrides: Partial<SectionFeed['entries'][number]> = {}) => ({
  slug,
  title: `Title of ${slug}`,
  summary: 'A summary.',
  tags: [{ label: 'Go' }],
  path: `/writing/${slug}`,
  externalUrl: null,
  published: '2024-05-01T00:00:00.000Z',
  updated: '2024-05-02T00:00:00.000Z',
  ...overrides,
});

const sectionFeed: SectionFeed = {
  listPath: '/writing',
  page: { heading: 'Writing', description: 'Posts.' },
  path: '/writing/feed.xml',
  entries: [entry('here'), entry('elsewhere', { path: null, externalUrl: 'https://blog.example.com/a?b=1&c=2' })],
};

const topic = `/tags/${encodeURIComponent(tagSlug('日本語'))}`;
const topicFeed: SectionFeed = {
  listPath: topic,
  page: { heading: 'Topic: 日本語', description: 'Everything on 日本語.' },
  path: `${topic}/feed.xml`,
  entries: [entry('here'), entry('talk', { path: '/talks/talk', updated: '2023-01-02T00:00:00.000Z' })],
};

describe('the Atom feeds the site writes', () => {
  it("are valid Atom, a section's and a topic's, at a domain root and under a sub-path, in any language", () => {
    for (const feed of [sectionFeed, topicFeed])
      for (const base of ['/', '/portfolio/', '/portfolio/ja/'])
        expect(atomReport(atomFeed(feed, { site, base, language: 'ja' }))).toEqual({
          wellFormed: true,
          problems: [],
          entries: feed.entries.length,
        });
  });

  it("name a topic's page at its encoded address", () => {
    const xml = atomFeed(topicFeed, { site, base: '/', language: 'en' });
    expect(xml).toContain('<id>https://robin.example.com/tags/%E6%97%A5%E6%9C%AC%E8%AA%9E</id>');
  });

  // Any words the content check lets through: the feed escapes them, and it is still valid Atom.
  const hostile = fc.constantFrom(
    '&',
    '<',
    ']]>',
    '"',
    "'",
    '\uFFFE',
    '\uFFFF',
    '\u{10FFFF}',
    '\u202E',
    '日本語',
    'مرحبا',
  );
  const words = fc
    .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), hostile), { minLength: 1, maxLength: 5 })
    .map((parts) => parts.join(''))
    .filter((text) => text.trim() !== '' && !characterProblem(text));
  // A topic the check lets through has a letter or digit (src/lib/tag-slug.ts).
  const topics = words.filter((text) => tagSlug(text) !== '');
  it('stay valid Atom whatever words the content check lets through', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ title: words, summary: fc.option(words), tags: fc.array(topics, { maxLength: 3 }) }), {
          maxLength: 4,
        }),
        words,
        (entries, heading) => {
          const feed: SectionFeed = {
            ...topicFeed,
            page: { heading, description: heading },
            entries: entries.map((fields, index) =>
              entry(`e${index}`, { ...fields, tags: fields.tags.map((label) => ({ label })) }),
            ),
          };
          expect(atomReport(atomFeed(feed, { site: { ...site, name: heading }, base: '/', language: 'en' }))).toEqual({
            wellFormed: true,
            problems: [],
            entries: entries.length,
          });
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  });
});

describe('the Atom check', () => {
  const valid = atomFeed(sectionFeed, { site, base: '/', language: 'en' });

  it('refuses a document that is not well-formed XML', () => {
    expect(atomReport(valid.replace('</feed>', '')).wellFormed).toBe(false);
    expect(atomReport(valid.replace('Posts.', 'Posts & more.')).wellFormed).toBe(false);
  });

  it('names each rule a feed breaks', () => {
    const broken = valid
      .replace('<id>https://robin.example.com/writing</id>', '<id>/writing</id>')
      .replace('<updated>2024-05-02T00:00:00Z</updated>', '<updated>2 May 2024</updated>')
      .replace(/<link rel="self"[^>]*\/>/, '')
      .replace('href="https://robin.example.com/writing/here"', 'href="/writing/here"')
      .replace('<category term="Go"/>', '<category label="Go"/>');
    expect(atomReport(broken).problems).toEqual([
      'the feed has no self link',
      'a link is not absolute: /writing/here',
      'an id is not absolute: /writing',
      'updated is not an RFC 3339 date: 2 May 2024',
      'a category has no term',
    ]);
  });

  it('wants one id, title and updated on the feed and on each entry, an author, and ids that never repeat', () => {
    const bare =
      '<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>https://a.example/x</id></entry><entry><id>https://a.example/x</id></entry></feed>';
    expect(atomReport(bare).problems).toEqual(
      expect.arrayContaining([
        'the feed needs exactly one id',
        'the feed needs exactly one title',
        'the feed, or every entry, needs an author with a name',
        'an entry needs exactly one title',
        'an entry has no alternate link',
        'an id repeats',
      ]),
    );
    expect(atomReport('<rss version="2.0"/>').problems).toContain('the root is not an atom:feed');
  });
});
