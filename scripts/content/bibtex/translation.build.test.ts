import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLanguage } from '../../i18n/languages';
import { localizeDocument } from '../../i18n/plugin';
import { layContent } from '../../test/overlay';
import { checkContent } from '../check/check';
import { findUntranslated } from '../check/untranslated';
import { citationsOf } from './cite';
import { toDocument } from './documents';
import { parseBibtex } from './parse';

describe('a site in English and Polish with a section from a .bib file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bibtex-languages-'));
  layContent('tests/fixtures/content', ['tests/content/valid/translation-section', 'tests/owners/sections'], dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const bib = 'sections/papers/publications.bib';
  const text = readFileSync(join(dir, bib), 'utf8');
  const [entry] = parseBibtex(text).entries;

  it('passes the check', async () => {
    expect(await checkContent(dir, 'content')).toEqual([]);
  });

  it('asks no translation of the .bib entries: the language check names no .bib file', () => {
    const warnings = findUntranslated(dir, 'content');
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.filter((warning) => warning.file.endsWith('.bib'))).toEqual([]);
  });

  it('shows the same entry on a Polish page, its title as written and marked as the original language', () => {
    if (!entry) throw new Error(`${bib} has no entry`);
    const doc = toDocument(entry, bib, citationsOf(text).get(entry.key.toLowerCase()) ?? '');
    const polish = localizeDocument(doc, buildLanguage(dir, 'pl'), dir);
    expect(polish).toMatchObject({ title: doc.title, authors: doc.authors, bibtex: doc.bibtex });
    expect(polish.untranslated).toMatchObject({ lang: 'en', fields: expect.arrayContaining(['title']) });
  });
});
