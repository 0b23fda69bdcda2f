import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import en from '../../../src/messages/en.json' with { type: 'json' };
import { layContent } from '../../test/overlay';
import { checkContent } from './check';
import { findUntranslated, formatUntranslated } from './untranslated';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The fixture content declaring `languages`, with the given files. */
function site(languages: string, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-words-'));
  made.push(dir);
  layContent('tests/fixtures/content', [], dir);
  writeFileSync(join(dir, 'site.yaml'), `languages: ${languages}\n${readFileSync(join(dir, 'site.yaml'), 'utf8')}`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Every shipped word's key, as the warning names it; dates come from the calendar instead. */
const keysOf = (data: unknown, prefix = ''): string[] =>
  data !== null && typeof data === 'object' && !Array.isArray(data)
    ? Object.entries(data).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];
const FROM_CALENDAR = ['dates.months', 'dates.monthsShort', 'dates.day', 'dates.monthYear'];
const WORDS = keysOf(en).filter((key) => !FROM_CALENDAR.includes(key));
const OWNERS_DEFAULTS = keysOf({ notFound: en.notFound, error: en.error });

const siteWordLines = (dir: string, defaultLanguage = 'en') =>
  findUntranslated(dir, 'content')
    .filter((warning) => warning.siteWords)
    .map((warning) => formatUntranslated(warning, defaultLanguage));

describe("the site's own words in a language the site ships none for", () => {
  it('are named in one line for the language, with the file to write them in, and fail nothing', async () => {
    const dir = site('[en, ko]');
    expect(await checkContent(dir, 'content')).toEqual([]);
    const lines = siteWordLines(dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Warning: content/ko/messages\\.yaml:1 gives no Korean for ${WORDS.length} of the site's own words \\(skipLink\\.label, nav\\.main, .* and ${WORDS.length - 7} more\\), so the Korean pages show them in English: the site ships its own words in English, .* only\\. Write them in this new file, in Korean: the editor \\(/admin\\) lists each under Messages with its English, as src/messages/en\\.json does\\.$`,
      ),
    );
    // The messages file is not named a second time as an untranslated file.
    expect(findUntranslated(dir, 'content').filter((warning) => warning.file.endsWith('messages.yaml'))).toHaveLength(
      1,
    );
  });

  it('count only the words the owner has not written, and say nothing once every one is written', () => {
    const some = site('[en, ko]', { 'ko/messages.yaml': stringify({ skipLink: { label: '본문으로 건너뛰기' } }) });
    const [warning] = findUntranslated(some, 'content').filter((found) => found.siteWords);
    expect(warning?.fields).toHaveLength(WORDS.length - 1);
    expect(warning?.fields).not.toContain('skipLink.label');
    expect(formatUntranslated(warning as NonNullable<typeof warning>, 'en')).toContain(
      'Add them to this file, in Korean',
    );

    const all = site('[en, ko]', { 'ko/messages.yaml': stringify(en) });
    expect(siteWordLines(all)).toEqual([]);
  });

  it('say which words show in the default language instead, when its own file gives them', () => {
    const dir = site('[de, ko]');
    const [line] = siteWordLines(dir, 'de');
    expect(line).toContain(
      `so the Korean pages show ${WORDS.length - OWNERS_DEFAULTS.length} in English and ${OWNERS_DEFAULTS.length} (notFound.title, notFound.text,`,
    );
    expect(line).toContain('error.homeLink) in German, from content/messages.yaml: the site ships its own words in');
  });

  it("name the default language's own file when the whole site is in such a language, all in English", async () => {
    const dir = site('[ko]');
    expect(await checkContent(dir, 'content')).toEqual([]);
    const lines = siteWordLines(dir, 'ko');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `Warning: content/messages.yaml:1 gives no Korean for ${WORDS.length - OWNERS_DEFAULTS.length} of the site's own words`,
    );
    expect(lines[0]).toContain('so the Korean pages show them in English: the site ships');
    expect(lines[0]).toContain('Add them to this file, in Korean');
  });

  it('stay silent for languages the site ships its words in', () => {
    expect(siteWordLines(site('[en, pl, ar, de, fr, es, pt, it, nl, ja, zh]'))).toEqual([]);
  });
});
