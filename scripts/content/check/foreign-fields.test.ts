import { describe, expect, it } from 'vitest';
import { sectionEntry } from '../../../src/content/model/sections';
import { foreignField, foreignFieldAdvice, foreignFieldsFor } from './foreign-fields';

const none = new Map<string, number>();

describe("other generators' front-matter fields", () => {
  it.each([
    ['description', 'summary'],
    ['pubDatetime', 'date'],
    ['pubDate', 'date'],
    ['publishDate', 'date'],
    ['published', 'date'],
    ['modDatetime', 'updated'],
    ['lastmod', 'updated'],
    ['updatedDate', 'updated'],
    ['modified', 'updated'],
    ['categories', 'tags'],
    ['keywords', 'tags'],
    ['cover', 'image'],
    ['heroImage', 'image'],
    ['featured_image', 'image'],
    ['author', 'authors'],
  ])('name ours for %s: %s', (theirs, ours) => {
    expect(foreignField(theirs)?.ours).toBe(ours);
    expect(foreignFieldAdvice(theirs, undefined, none)).toMatch(new RegExp(`^here it is ${ours}\\b`));
  });

  it.each(['slug', 'permalink', 'aliases', 'layout', 'ShowToc', 'toc', 'series', 'weight'])(
    'say what the site does instead of %s, and to remove the line',
    (theirs) => {
      expect(foreignField(theirs)?.ours).toBeNull();
      expect(foreignFieldAdvice(theirs, 'x', none)).toMatch(/remove the line/);
    },
  );

  it('match whatever their case, as Hugo reads them, and know nothing of a name no generator uses', () => {
    expect(foreignField('SHOWTOC')).toEqual(foreignField('showtoc'));
    expect(foreignField('toString')).toBeUndefined();
    expect(foreignField('__proto__')).toBeUndefined();
    expect(foreignFieldAdvice('salary', 1, none)).toBeUndefined();
  });

  it("read Jekyll's `published: false` as a draft and Fuwari's `published: 2024-05-03` as a date", () => {
    expect(foreignFieldAdvice('published', false, none)).toBe(
      'here it is draft: write draft: true to keep the entry off the site',
    );
    expect(foreignFieldAdvice('published', true, none)).toMatch(
      /published unless it says draft: true: remove the line/,
    );
    expect(foreignFieldAdvice('published', '2024-05-03', none)).toMatch(/^here it is date/);
  });

  it('point at our field when the file has it already, so the owner removes theirs', () => {
    const present = new Map([['summary', 4]]);
    expect(foreignFieldAdvice('description', 'Hi', present)).toBe('summary (line 4) says that here: remove this line');
  });

  it('map only onto fields a section entry has, in the order the importer tries them', () => {
    const fields = Object.keys(sectionEntry.fields);
    for (const name of ['pubDatetime', 'lastmod', 'cover', 'canonicalURL', 'status'])
      expect(fields).toContain(foreignField(name)?.ours);
    expect(foreignFieldsFor('date').slice(0, 3)).toEqual(['pubdatetime', 'pubdate', 'publishdate']);
    expect(foreignFieldsFor('summary')).toEqual(['description', 'excerpt', 'abstract']);
  });
});
