import { describe, expect, it } from 'vitest';
import { toDisplayDate, toMonthYear } from '../../src/content/format';
import type { Messages } from '../../src/content/messages';
import { formatLagging, laggingWarning, laggingWords, shippedFor, shippedLanguages, shippedWords } from './messages';

// Languages we ship no words for: their dates come from CLDR. Korean writes the month as a number
// inside the pattern; Persian and Thai count years by another calendar by default.
const UNSHIPPED = ['ko', 'ru', 'fa', 'th', 'he', 'hi', 'uk', 'tr'];

describe.each(UNSHIPPED)('the words for %s, a language we ship none for', (code) => {
  it('write every date as the language writes it, in Gregorian months and Latin digits as the app fills them', () => {
    expect(shippedFor(code)).toBeNull();
    const { dates } = shippedWords(code) as Messages;
    const options = { timeZone: 'UTC', calendar: 'gregory', numberingSystem: 'latn' } as const;
    const day = new Intl.DateTimeFormat(code, { ...options, day: 'numeric', month: 'short', year: 'numeric' });
    const monthYear = new Intl.DateTimeFormat(code, { ...options, month: 'long', year: 'numeric' });
    // The pattern keeps CLDR's no-break spaces ("2022 г."), which V8's format() writes as plain ones.
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2022, month, 10)).toISOString();
      expect(spaced(toDisplayDate(iso, dates).label)).toBe(spaced(day.format(new Date(iso))));
      expect(spaced(toMonthYear(iso, dates).label)).toBe(spaced(monthYear.format(new Date(iso))));
    }
  });
});

it('write a Japanese day as 2025年6月2日, not the English pattern around a bare month number', () => {
  const { dates } = shippedWords('ja') as Messages;
  expect(toDisplayDate('2025-06-02', dates).label).toBe('2025年6月2日');
  expect(toMonthYear('2025-06-02', dates).label).toBe('2025年6月');
});

describe('a shipped language behind English', () => {
  const english = { nav: { main: 'Main', menu: 'Menu' }, dates: { months: ['January', 'February'] } };

  it('lacks exactly the messages its file leaves out, a list counting as one', () => {
    expect(laggingWords({ nav: { main: 'Główna' } }, english)).toEqual(['nav.menu', 'dates.months']);
    expect(laggingWords({ nav: { main: 'Główna', menu: 'Menu' }, dates: { months: ['I', 'II'] } }, english)).toEqual(
      [],
    );
  });

  it('shows English for each of them, never a blank', () => {
    expect(shippedWords('pl')).toMatchObject({ nav: expect.any(Object), dates: expect.any(Object) });
    for (const code of shippedLanguages())
      expect(laggingWords(shippedWords(code) ?? {}, shippedWords('en') ?? {}), code).toEqual([]);
  });

  it('gets a warning from the build naming the language, the file and each message, and it is no failure', () => {
    expect(formatLagging('pl', 'pl', ['experience.team'])).toBe(
      'Warning: src/messages/pl.json has no Polish for the message experience.team, so the Polish pages show it in English until it is translated there (or by the owner, in content/pl/messages.yaml).',
    );
    expect(formatLagging('pt-BR', 'pt', ['nav.main', 'nav.menu'])).toMatch(
      /^Warning: src\/messages\/pt\.json has no Brazilian Portuguese for 2 messages nav\.main, nav\.menu, so the Brazilian Portuguese pages show them in English/,
    );
    // English is the words every other language falls back to; a language with no file is the content check's.
    expect(laggingWarning('en')).toBeNull();
    expect(laggingWarning('ko')).toBeNull();
  });
});
