import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEntry, getSection, sectionFeeds, sectionHead } from './sections';

// As the dev server's content run compiles a section (CONTENT_PREVIEW): a build's holds no draft
// and no entry dated after its day (scripts/site/publishing.build.test.ts).
vi.mock('contentlayer/generated', () => {
  const entry = (slug: string, fields: Record<string, unknown>) => ({
    section: 'writing',
    slug,
    title: `Title of ${slug}`,
    hasBody: true,
    readingMinutes: 1,
    ...fields,
  });
  return {
    site: { name: 'Robin Fixture' },
    message: {},
    allPages: [{ path: '/writing', name: 'Writing', order: 4, metaTitle: 'Writing', metaDescription: 'Posts.' }],
    allSectionEntries: [
      entry('draft', { draft: true, date: '2024-01-05T00:00:00.000Z' }),
      entry('scheduled', { date: '2099-01-01T00:00:00.000Z' }),
      entry('updated', { date: '2024-02-01T00:00:00.000Z', updated: '2024-05-03T00:00:00.000Z' }),
      entry('plain', { date: '2024-01-01T00:00:00.000Z' }),
    ],
  };
});
vi.mock('virtual:content-images', () => ({ default: {} }));

const marks = (section = getSection) =>
  Object.fromEntries(section('writing').entries.map((card) => [card.slug, card.publication]));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a section under npm run dev, which shows drafts and scheduled entries', () => {
  it('marks the draft and the scheduled entry, with the day it goes out, and nothing else', () => {
    expect(marks()).toEqual({
      scheduled: { state: 'scheduled', date: { iso: '2099-01-01', label: '1 Jan 2099' } },
      updated: null,
      draft: { state: 'draft' },
      plain: null,
    });
    expect(getEntry('writing', 'draft').entry.publication).toEqual({ state: 'draft' });
  });

  it('marks nothing in a build, which holds only what it publishes', async () => {
    vi.stubEnv('DEV', false);
    // Cards are made once per run, and a run is a dev server or a build, never both.
    vi.resetModules();
    const build = await import('./sections');
    expect(Object.values(marks(build.getSection))).toEqual([null, null, null, null]);
  });
});

describe('an entry updated after it was published', () => {
  it('says when, on its card, in its structured data and in its feed, which keeps the day it was published', () => {
    expect(getEntry('writing', 'updated').entry.updated).toEqual({ iso: '2024-05-03', label: '3 May 2024' });
    expect(sectionHead('/writing/updated')?.article).toMatchObject({
      datePublished: '2024-02-01',
      dateModified: '2024-05-03',
    });
    expect(sectionHead('/writing/plain')?.article?.dateModified).toBeNull();
    const feed = sectionFeeds()[0]?.entries ?? [];
    expect(feed.find((entry) => entry.slug === 'updated')).toMatchObject({
      published: '2024-02-01T00:00:00.000Z',
      updated: '2024-05-03T00:00:00.000Z',
    });
    expect(feed.find((entry) => entry.slug === 'plain')).toMatchObject({
      published: '2024-01-01T00:00:00.000Z',
      updated: '2024-01-01T00:00:00.000Z',
    });
  });
});
