import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { getMessages, overlay } from './messages';

describe("the site's words", () => {
  it('take each message the owner writes, and keep the shipped one for every other', () => {
    const words = overlay(en, { dates: { present: 'today' }, nav: { copyright: '© {name}, 2026' } });
    expect(words.dates.present).toBe('today');
    expect(words.nav.copyright).toBe('© {name}, 2026');
    expect(words.dates.months).toEqual(en.dates.months);
    expect(words.contactForm).toEqual(en.contactForm);
  });

  it('take a list of months only whole, and never a field the shipped messages do not have', () => {
    const words = overlay(en, {
      dates: { months: ['Jan'], monthsShort: en.dates.monthsShort.map((month) => month.toUpperCase()) },
      nav: { main: null, _raw: {}, type: 'NavMessages' },
      extra: { words: 'ignored' },
    });
    expect(words.dates.months).toEqual(en.dates.months);
    expect(words.dates.monthsShort[0]).toBe('JAN');
    expect(words.nav).toEqual(en.nav);
    expect(words).not.toHaveProperty('extra');
  });

  it("are the shipped English where the fixture's messages.yaml changes nothing", () => {
    expect(getMessages()).toEqual(en);
  });
});
