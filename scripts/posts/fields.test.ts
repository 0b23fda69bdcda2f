import { describe, expect, it } from 'vitest';
import { sectionEntry } from '../../src/content/model/sections';
import { foreignFieldsFor } from '../content/check/foreign-fields';
import { toDay } from './dates';
import { mapFields } from './fields';
import { FOREIGN_FIELDS } from './foreign-fields';
import { readFrontMatter } from './front-matter';

describe("another generator's front matter as a section entry's fields", () => {
  it("maps AstroPaper's fields to ours", () => {
    const mapped = mapFields({
      author: 'Sat Naing',
      pubDatetime: '2022-09-23T15:22:00Z',
      modDatetime: '2023-12-21T09:12:47.400Z',
      title: 'Adding new posts',
      featured: true,
      draft: false,
      tags: ['docs'],
      ogImage: '../../assets/og.png',
      description: 'Some rules.',
      canonicalURL: 'https://example.com/posts/adding/',
    });
    expect(mapped.fields).toEqual({
      title: 'Adding new posts',
      date: '2022-09-23',
      updated: '2023-12-21',
      summary: 'Some rules.',
      tags: ['docs'],
      image: '../../assets/og.png',
      authors: ['Sat Naing'],
      links: [{ kind: 'post', url: 'https://example.com/posts/adding/' }],
    });
    expect(mapped.notCarried).toEqual(['featured']);
  });

  it("maps tailwind-nextjs-starter-blog's, naming an author by the authors folder and the other images as not carried", () => {
    const mapped = mapFields(
      {
        title: 'OLS',
        date: '2020-12-21',
        lastmod: '2021-01-18',
        summary: 'How to derive it.',
        images: ['/static/a.jpg', '/static/b.jpg'],
        authors: ['default'],
        layout: 'PostSimple',
      },
      { authorName: (key) => (key === 'default' ? 'Tails Azimuth' : undefined) },
    );
    expect(mapped.fields).toMatchObject({ updated: '2021-01-18', image: '/static/a.jpg', authors: ['Tails Azimuth'] });
    expect(mapped.notCarried).toEqual(['images: 1 more images', 'layout']);
  });

  it("maps Hugo's cover, categories and description, and names PaperMod's own fields", () => {
    const mapped = mapFields({
      Title: 'Tuning',
      date: '2023-04-18T09:30:00+02:00',
      categories: ['Engineering'],
      tags: ['Go', 'engineering'],
      description: 'Why.',
      cover: { image: '/images/cover.png', alt: 'A graph', caption: 'Before' },
      series: ['Notes'],
      aliases: ['/old/'],
      ShowToc: true,
    });
    expect(mapped.fields).toMatchObject({ title: 'Tuning', tags: ['Go', 'engineering'], imageAlt: 'A graph' });
    expect(mapped.notCarried).toEqual(['cover: caption', 'series', 'aliases', 'ShowToc']);
  });

  it('reads Jekyll space-separated categories and `published: false` as a draft', () => {
    const mapped = mapFields({ title: 'x', categories: 'ruby web', published: false }, { jekyll: true });
    expect(mapped.fields).toEqual({ title: 'x', tags: ['ruby', 'web'], draft: true });
  });

  it("leaves out Eleventy's collection tag and keeps a tag written as one text", () => {
    expect(mapFields({ title: 'x', tags: ['another tag', 'posts'] }).fields.tags).toEqual(['another tag']);
    expect(mapFields({ title: 'x', tags: 'second tag' }).fields.tags).toEqual(['second tag']);
  });

  it("leaves out a lastmod before the post's date, saying so, and keeps a later one", () => {
    const early = mapFields({ title: 'x', date: '2024-12-28T09:30:00+02:00', lastmod: '2024-12-01' });
    expect(early.fields).toEqual({ title: 'x', date: '2024-12-28' });
    expect(early.notCarried).toEqual(["lastmod (before the post's date)"]);
    const later = mapFields({ title: 'x', date: '2024-11-28', lastmod: '2024-12-01' });
    expect(later.fields).toEqual({ title: 'x', date: '2024-11-28', updated: '2024-12-01' });
  });

  it('names a second summary it did not use, and upgrades an http:// canonical address, saying so', () => {
    const mapped = mapFields({ title: 'x', summary: 'One.', description: 'Two.', canonical: 'http://example.com/x' });
    expect(mapped.fields.summary).toBe('One.');
    expect(mapped.notCarried).toEqual(['description (summary was taken from another field)']);
    expect(mapped.fields.links).toEqual([{ kind: 'post', url: 'https://example.com/x' }]);
  });
});

describe('a date, however the generator wrote it', () => {
  it.each([
    ['2023-04-18T09:30:00+02:00', '2023-04-18'],
    ['2020-12-01 10:00:00 +0000', '2020-12-01'],
    ['2020/1/5', '2020-01-05'],
    ['March 5, 2021', '2021-03-05'],
    ['Tue, 05 Mar 2021 10:00:00 GMT', '2021-03-05'],
  ])('reads %s as %s', (written, iso) => {
    expect(toDay(written)).toMatchObject({ iso });
  });

  it('reads a TOML date with its own offset, a Unix timestamp, and a year alone as its 1st, saying so', () => {
    const toml = readFrontMatter('+++\ndate = 2023-01-05T23:30:00-08:00\n+++\n').data.date;
    expect(toDay(toml)).toEqual({ iso: '2023-01-05' });
    expect(toDay(1614556800)).toEqual({ iso: '2021-03-01', note: 'the timestamp 1614556800 was read as 2021-03-01' });
    expect(toDay('2021')).toEqual({ iso: '2021-01-01', note: '"2021" gives no day, so the 1st was written' });
  });

  it('refuses a day that does not exist and text that is no date', () => {
    expect(toDay('2023-02-30')).toEqual({ problem: '"2023-02-30" is not a day of the calendar' });
    expect(toDay('soon')).toEqual({ problem: '"soon" is not a date' });
    expect(mapFields({ title: 'x', date: 'soon' }).changed).toEqual(['date: "soon" is not a date, so it was left out']);
  });
});

describe('front matter in each of its forms', () => {
  it('reads YAML, TOML and JSON, and a post with none, telling where the body starts', () => {
    expect(readFrontMatter('---\ntitle: A\n---\nBody')).toMatchObject({
      format: 'yaml',
      data: { title: 'A' },
      bodyLine: 4,
    });
    expect(readFrontMatter('+++\ntitle = "A"\n[cover]\nimage = "c.png"\n+++\nBody')).toMatchObject({
      format: 'toml',
      data: { title: 'A', cover: { image: 'c.png' } },
      body: 'Body',
    });
    expect(readFrontMatter('{\n  "title": "A {x}"\n}\nBody')).toMatchObject({
      format: 'json',
      data: { title: 'A {x}' },
      bodyLine: 4,
    });
    expect(readFrontMatter('Just text')).toMatchObject({ format: 'none', data: {}, body: 'Just text' });
  });

  it('says in a sentence why it cannot read the fields', () => {
    expect(() => readFrontMatter('---\ntitle: [\n---\n')).toThrow(/its YAML front matter cannot be read/);
    expect(() => readFrontMatter('+++\ntitle = \n+++\n')).toThrow(/its TOML front matter cannot be read/);
    expect(() => readFrontMatter('---\ntitle: A\n')).toThrow('its front matter has no closing "---" line');
    expect(() => readFrontMatter('---\n- a\n---\n')).toThrow('its YAML front matter is not a set of fields');
  });
});

describe('the fields the importer maps and the check names', () => {
  // The check tells an owner who pasted a post by hand which of our fields a foreign one is; the
  // importer must carry every such field itself, or an imported post would meet that message.
  it.each(Object.keys(FOREIGN_FIELDS).filter((ours) => ours in sectionEntry.fields))(
    'carry every field the check names as %s',
    (ours) => {
      const carried = (FOREIGN_FIELDS[ours as keyof typeof FOREIGN_FIELDS] as readonly string[]).map((name) =>
        name.toLowerCase(),
      );
      for (const theirs of foreignFieldsFor(ours as keyof typeof sectionEntry.fields))
        expect(carried, `${theirs} → ${ours}`).toContain(theirs);
    },
  );
});
