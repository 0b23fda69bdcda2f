/**
 * The site's own words (menu, buttons, form labels, status pages) in a language we ship no file for
 * (src/messages/<code>.json): its pages show each word in English unless the owner's messages file
 * gives it (scripts/i18n/messages.ts, the build's rule). A warning, never a failure, so a Japanese
 * owner learns which words to write before a reader meets them in English.
 */
import { join } from 'node:path';
import { LANGUAGE_CODES } from '../../../src/content/model/vocabulary.ts';
import { declaredLanguages } from '../../i18n/languages.ts';
import { shippedFor } from '../../i18n/messages.ts';
import { isRecord } from '../../record.ts';
import { readData } from './read.ts';

export type SiteWords = {
  /** The language's messages file, where the words go (it may not exist yet). */
  file: string;
  language: string;
  exists: boolean;
  /** Every shipped word the owner's files leave out, as dotted keys (`nav.home`). */
  keys: string[];
  /** Of those, the ones the default language's messages file gives: they show in that language (unless English). */
  fromDefault: string[];
};

/** The dotted keys of every word in `data`: a list counts as one word, as the build replaces it whole. */
function wordKeys(data: unknown, prefix = ''): string[] {
  if (!isRecord(data)) return prefix && data !== undefined && data !== null ? [prefix] : [];
  return Object.entries(data).flatMap(([key, value]) => wordKeys(value, prefix ? `${prefix}.${key}` : key));
}

/** Dates (month names and how a day or a month is written) come from the language's own calendar data (CLDR). */
const FROM_CALENDAR = new Set(['dates.months', 'dates.monthsShort', 'dates.day', 'dates.monthYear']);

/** For each declared language we ship no words for, the words its pages show in another language. */
export function findSiteWords(dir: string, shownDir = dir): SiteWords[] {
  const shipped = wordKeys(shippedFor('en')).filter((key) => !FROM_CALENDAR.has(key));
  const given = (path: string) => new Set(wordKeys(readData(join(dir, path)) ?? {}));
  const declared = declaredLanguages(dir);
  // What the default language's file gives shows in that language; in English, that is English too.
  const defaults = declared[0]?.split('-')[0] === 'en' ? new Set<string>() : given('messages.yaml');
  return declared.flatMap((language, index): SiteWords[] => {
    if (!(LANGUAGE_CODES as readonly string[]).includes(language) || shippedFor(language)) return [];
    const path = index === 0 ? 'messages.yaml' : `${language}/messages.yaml`;
    const own = given(path);
    const keys = shipped.filter((key) => !own.has(key));
    if (keys.length === 0) return [];
    const exists = readData(join(dir, path)) !== null;
    const fromDefault = index === 0 ? [] : keys.filter((key) => defaults.has(key));
    return [{ file: `${shownDir}/${path}`, language, exists, keys, fromDefault }];
  });
}
