import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../test/scratch';
import { localizeDocument } from './plugin';

const arabic = { code: 'ar', name: 'العربية', dir: 'rtl' as const, prefix: 'ar/' };
const english = { code: 'en', name: 'English', dir: 'ltr' as const, prefix: '' };
const polish = { code: 'pl', name: 'Polski', dir: 'ltr' as const, prefix: 'pl/' };

describe('a section entry laid over by its translation', () => {
  const content = scratchDir('localize');
  writeFileSync(join(content, 'site.yaml'), 'languages: [en, pl, ar]\n');
  mkdirSync(join(content, 'ar', 'sections', 'talks'), { recursive: true });
  const translate = (slug: string, text: string) =>
    writeFileSync(join(content, 'ar', 'sections', 'talks', `${slug}.md`), text);
  translate('words-only', '---\ntitle: عنوان\nsummary: ملخص\n---\n');
  translate('whole', '---\ntitle: عنوان\nsummary: ملخص\nvenue: دبلن\nlinks:\n  - label: الشرائح\n---\n\nنص.\n');
  const entry = (slug: string) => ({
    type: 'SectionEntry',
    _raw: { sourceFilePath: `sections/talks/${slug}.md` },
    title: 'A talk',
    summary: 'About something.',
    venue: 'Dublin',
    // People's names as credited: the same in every language, never asked of a translation.
    authors: ['Dana Okafor', 'Wei Zhang'],
    links: [{ kind: 'slides', url: 'https://slides.example.com', label: 'The slides' }],
    hasBody: true,
    body: { raw: 'Words.', html: '<p>Words.</p>' },
  });

  it('names every word and the body of an entry with no translation as English, left to right', () => {
    const shown = localizeDocument(entry('untranslated'), arabic, content);
    expect(shown.title).toBe('A talk');
    expect(shown.untranslated).toEqual({
      lang: 'en',
      dir: 'ltr',
      fields: ['title', 'summary', 'venue', 'links', 'body'],
    });
  });

  it('names only the language where the page reads in the same direction', () => {
    expect(localizeDocument(entry('untranslated'), polish, content).untranslated).toMatchObject({ lang: 'en' });
    expect(localizeDocument(entry('untranslated'), polish, content).untranslated).not.toHaveProperty('dir');
  });

  it('names the original body a translation without one shows, and what else it leaves out', () => {
    const shown = localizeDocument(entry('words-only'), arabic, content);
    expect(shown.title).toBe('عنوان');
    expect(shown.untranslated).toEqual({ lang: 'en', dir: 'ltr', fields: ['venue', 'links', 'body'] });
  });

  it("names nothing once every word and the body are translated, and keeps the authors' names as written", () => {
    const shown = localizeDocument(entry('whole'), arabic, content);
    expect(shown.body).toMatchObject({ html: '<p>نص.</p>' });
    expect(shown.untranslated).toBeNull();
    expect(shown.authors).toEqual(['Dana Okafor', 'Wei Zhang']);
  });

  it('leaves the default language as compiled', () => {
    const original = entry('untranslated');
    expect(localizeDocument(original, english, content)).toBe(original);
  });
});

describe('a YAML document laid over by its translation', () => {
  const content = scratchDir('localize-yaml');
  writeFileSync(join(content, 'site.yaml'), 'languages: [en, ar]\n');
  mkdirSync(join(content, 'ar', 'experience'), { recursive: true });
  writeFileSync(join(content, 'ar', 'experience', 'partly.yaml'), 'title: مهندس سحابة\n');
  const role = (slug: string) => ({
    type: 'Experience',
    _raw: { sourceFilePath: `experience/${slug}.yaml` },
    title: 'Cloud engineer',
    company: 'Acme',
    location: 'Dublin',
    start: '2023-01-01',
    technologies: ['Go'],
    achievements: ['Cut the bill by a quarter.'],
  });

  it('names the words a partial translation leaves out as English, left to right', () => {
    const shown = localizeDocument(role('partly'), arabic, content);
    expect(shown.title).toBe('مهندس سحابة');
    expect(shown.untranslated).toEqual({
      lang: 'en',
      dir: 'ltr',
      fields: ['company', 'location', 'technologies', 'achievements'],
    });
  });

  it('names every word of a document with no translation yet', () => {
    const shown = localizeDocument(role('new'), arabic, content);
    expect(shown.title).toBe('Cloud engineer');
    expect(shown.untranslated).toMatchObject({
      fields: ['title', 'company', 'location', 'technologies', 'achievements'],
    });
  });

  it('leaves the default language as compiled', () => {
    const original = role('partly');
    expect(localizeDocument(original, english, content)).toBe(original);
  });
});
