import { describe, expect, it } from 'vitest';
import { byUse, entryTags, pageNumber, pageOf, relatedTo, type Tag, topicsOf } from './tags';

const tags = (...labels: string[]): Tag[] => entryTags(labels);
const entry = (name: string, labels: string[], language = {}) => ({
  name,
  tags: tags(...labels),
  languages: { tags: language },
});

describe("an entry's topics", () => {
  it('pair the words shown with the slugs of the original, so a translated topic keeps its page', () => {
    expect(entryTags(['信頼性', 'CI'], ['reliability', 'ci'])).toEqual([
      { slug: 'reliability', label: '信頼性' },
      { slug: 'ci', label: 'CI' },
    ]);
  });

  it('show two spellings of one topic once, as first written', () => {
    expect(entryTags(['CI', 'ci', 'Go'])).toEqual([
      { slug: 'ci', label: 'CI' },
      { slug: 'go', label: 'Go' },
    ]);
  });
});

describe('the topics of a site', () => {
  it('count every entry a topic is on, whatever the spelling', () => {
    const topics = topicsOf([entry('a', ['CI', 'Go']), entry('b', ['ci']), entry('c', ['ci', '日本語'])]);
    expect(topics.map(({ slug, count }) => [slug, count])).toEqual([
      ['ci', 3],
      ['go', 1],
      ['日本語', 1],
    ]);
  });

  it('are named by their commonest spelling, the newest entry’s when two are as common', () => {
    expect(topicsOf([entry('new', ['CI']), entry('old', ['ci'])])[0]?.label).toBe('CI');
    expect(topicsOf([entry('new', ['CI']), entry('a', ['ci']), entry('b', ['ci'])])[0]?.label).toBe('ci');
  });

  it('carry the language of the entry whose spelling names them', () => {
    const english = { lang: 'en' };
    expect(topicsOf([entry('a', ['Cloud'], english)])[0]?.language).toEqual(english);
  });

  it('list the most used first, then alphabetically in the page’s language', () => {
    const topics = topicsOf([entry('a', ['Zebra', 'Apple']), entry('b', ['Mango']), entry('c', ['Mango'])]);
    expect(topics.sort(byUse('en')).map((topic) => topic.label)).toEqual(['Mango', 'Apple', 'Zebra']);
  });
});

describe('related entries', () => {
  const post = entry('post', ['Kubernetes', 'CI', 'Go']);
  const candidates = [
    post,
    entry('newest, one shared', ['Go']),
    entry('nothing shared', ['Cooking']),
    entry('two shared', ['CI', 'kubernetes']),
    entry('older, one shared', ['ci']),
    entry('oldest, one shared', ['Go']),
  ];

  it('are the entries sharing the most topics, the newest first among equals, at most the number asked', () => {
    expect(relatedTo(post, candidates, 3).map((other) => other.name)).toEqual([
      'two shared',
      'newest, one shared',
      'older, one shared',
    ]);
  });

  it('never include the entry itself', () => {
    expect(relatedTo(post, candidates, 10).map((other) => other.name)).not.toContain('post');
  });

  it('are none when no entry shares a topic', () => {
    expect(relatedTo(entry('alone', ['Cooking']), [post], 3)).toEqual([]);
    expect(relatedTo(entry('untagged', []), candidates, 3)).toEqual([]);
  });
});

describe('a long list in pages', () => {
  const items = Array.from({ length: 45 }, (_, index) => index + 1);

  it('cuts it into pages of the given size, the last one shorter', () => {
    expect(pageOf(items, 1, 20)).toMatchObject({ page: 1, pages: 3 });
    expect(pageOf(items, 1, 20)?.items).toHaveLength(20);
    expect(pageOf(items, 3, 20)?.items).toEqual([41, 42, 43, 44, 45]);
  });

  it('has one page for a short list or none at all, and no page past the last', () => {
    expect(pageOf([1, 2], 1, 20)).toEqual({ items: [1, 2], page: 1, pages: 1 });
    expect(pageOf([], 1, 20)).toEqual({ items: [], page: 1, pages: 1 });
    expect(pageOf(items, 4, 20)).toBeNull();
    expect(pageOf(items, 0, 20)).toBeNull();
  });

  it('reads a page number from its address only as a plain number from 2, page 1 being the list itself', () => {
    expect(pageNumber('2')).toBe(2);
    expect(pageNumber('12')).toBe(12);
    for (const segment of ['1', '01', '2.0', '-2', 'two', '', undefined]) expect(pageNumber(segment)).toBeNull();
  });
});
