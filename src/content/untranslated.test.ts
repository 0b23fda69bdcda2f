import type { SectionEntry } from 'contentlayer/generated';
import { describe, expect, it } from 'vitest';
import { languagesFor, languagesOf } from './untranslated';

const entry = (untranslated: unknown) => ({ untranslated }) as SectionEntry;

describe("an entry's words shown in the default language", () => {
  it("take that language's code and direction, as the build wrote them", () => {
    const language = languagesOf(entry({ lang: 'en', dir: 'ltr', fields: ['title', 'body'] }));
    expect(language('title')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(language('body')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(language('summary')).toEqual({});
  });

  it('count for each label of a list the translation leaves out, and for the one label it does', () => {
    expect(languagesOf(entry({ lang: 'en', fields: ['links'] }))('links[2].label')).toEqual({ lang: 'en' });
    const one = languagesOf(entry({ lang: 'en', fields: ['links[1].label'] }));
    expect(one('links[1].label')).toEqual({ lang: 'en' });
    expect(one('links[0].label')).toEqual({});
  });

  it('are none in the default language itself', () => {
    expect(languagesOf(entry(null))('title')).toEqual({});
  });
});

describe("a YAML document's words shown in the default language", () => {
  const site = languagesOf({ untranslated: { lang: 'en', dir: 'ltr', fields: ['availability', 'skills[1].name'] } });

  it('count for each word of a group the translation leaves out', () => {
    expect(site('availability.title')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(site('availabilityNote')).toEqual({});
  });

  it("count for one item's words in a list of entries", () => {
    expect(site('skills[1].name')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(site('skills[0].name')).toEqual({});
  });

  it('come as one record of the untranslated fields among those a component shows', () => {
    expect(languagesFor({ untranslated: null }, ['title', 'intro'])).toEqual({});
    expect(languagesFor({ untranslated: { lang: 'en', fields: ['intro'] } }, ['title', 'intro'])).toEqual({
      intro: { lang: 'en' },
    });
  });
});
