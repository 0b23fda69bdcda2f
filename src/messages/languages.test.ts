import { describe, expect, it } from 'vitest';
import { toDisplayDate, toMonthYear } from '@/content/format';
import type { Messages } from '@/content/messages';
import { placeholders } from '@/lib/message';
import en from './en.json';

const shipped = Object.entries(import.meta.glob<Messages>('./*.json', { eager: true, import: 'default' })).map(
  ([file, words]) => ({ language: file.replace(/^\.\/|\.json$/g, ''), words }),
);

/** Every message as `group.key` with its text (a list counts as its items joined). */
const flat = (words: Messages) =>
  Object.entries(words).flatMap(([group, keys]) =>
    Object.entries(keys as Record<string, string | string[]>).map(([key, text]) => [`${group}.${key}`, text] as const),
  );

// British English is the shipped English; the others are the language's own CLDR data.
const intlLocale = (language: string) => (language === 'en' ? 'en-GB' : language);

const kinds = (all: Messages) =>
  new Map(flat(all).map(([key, text]) => [key, Array.isArray(text) ? text.length : 'text'] as const));

// English is complete; another language may lag behind it, and shows English for a message it lacks
// (scripts/i18n/messages.ts, whose warning the build prints), so a new message is one line in en.json.
describe.each(shipped)('the shipped messages in $language', ({ language, words }) => {
  it('say nothing English does not, each of the same kind as its English', () => {
    const english = kinds(en);
    for (const [key, kind] of kinds(words)) expect([key, kind]).toEqual([key, english.get(key)]);
  });

  it('keep the same {placeholders} in every message, and leave none empty', () => {
    const english = new Map(flat(en));
    for (const [key, text] of flat(words)) {
      const shipped = english.get(key);
      if (typeof text !== 'string' || typeof shipped !== 'string') continue;
      expect(text, key).not.toBe('');
      expect(placeholders(text).sort(), key).toEqual(placeholders(shipped).sort());
    }
  });

  it('write every date as the language writes it (its CLDR data, as Intl has it)', () => {
    const locale = intlLocale(language);
    // As the build completes them: a date message the language lacks is English's.
    const dates = { ...en.dates, ...words.dates };
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2022, month, 10)).toISOString();
      expect(toDisplayDate(iso, dates).label).toBe(day.format(new Date(iso)));
      expect(toMonthYear(iso, dates).label).toBe(monthYear.format(new Date(iso)));
    }
  });
});

it('ships English, Polish and Arabic at least', () => {
  expect(shipped.map((language) => language.language)).toEqual(expect.arrayContaining(['en', 'pl', 'ar']));
});
