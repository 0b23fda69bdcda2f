/**
 * The site's own words in one language: the shipped file for it (src/messages/<code>.json), over the
 * English one so a message not yet translated is never blank, with the owner's overrides on top.
 * English is complete; another language may lag behind it, and the build warns of each message it
 * shows in English (laggingWarning).
 * How a language we ship no file for writes dates (patterns and month names) comes from Node's CLDR
 * data, at build time.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isRecord } from '../record.ts';
import type { Data } from './overlay.ts';

const MESSAGES_DIR = fileURLToPath(new URL('../../src/messages/', import.meta.url));

/** `base` with every value `over` gives put in its place, nested groups merged key by key. */
function deepMerge(base: Data, over: Data): Data {
  const merged: Data = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined || value === null) continue;
    const inner = merged[key];
    merged[key] = isRecord(inner) && isRecord(value) ? deepMerge(inner, value) : value;
  }
  return merged;
}

const readShipped = (code: string): Data | null => {
  const file = `${MESSAGES_DIR}${code}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Data) : null;
};

/** The codes we ship the site's words in, from the files themselves. */
export const shippedLanguages = (): string[] =>
  readdirSync(MESSAGES_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));

/** The shipped file for a language: its own (`pt-BR`), else its primary language's (`pt`). */
export function shippedFor(code: string): Data | null {
  return readShipped(code) ?? readShipped(code.split('-')[0] ?? code);
}

/** The parts of a date a pattern takes as placeholders; every other part is kept as written. */
const PLACEHOLDERS = new Set(['day', 'month', 'year']);

/**
 * A date pattern in `code` from CLDR, and the month names it takes: Japanese writes "{year}年{month}月{day}日"
 * with months "1"…"12", German "{day}. {month} {year}". Gregorian months and Latin digits, as the
 * app fills the pattern with them, whatever calendar the language uses by default.
 */
function calendarPattern(code: string, options: Intl.DateTimeFormatOptions): { pattern: string; names: string[] } {
  const format = new Intl.DateTimeFormat(code, {
    ...options,
    timeZone: 'UTC',
    calendar: 'gregory',
    numberingSystem: 'latn',
  });
  const parts = (month: number) => format.formatToParts(new Date(Date.UTC(2024, month, 10)));
  const pattern = parts(5)
    .map((part) => (PLACEHOLDERS.has(part.type) ? `{${part.type}}` : part.value))
    .join('');
  const names = Array.from(
    { length: 12 },
    (_, index) => parts(index).find((part) => part.type === 'month')?.value ?? String(index + 1),
  );
  return { pattern, names };
}

/** How dates read in `code`: a day ("10 Jun 2024") and a month ("June 2024"), each with its month names. */
function calendarWords(code: string): { day: string; monthsShort: string[]; monthYear: string; months: string[] } {
  const day = calendarPattern(code, { year: 'numeric', month: 'short', day: 'numeric' });
  const month = calendarPattern(code, { year: 'numeric', month: 'long' });
  return { day: day.pattern, monthsShort: day.names, monthYear: month.pattern, months: month.names };
}

/**
 * The shipped words in `code`: the language's own file over the English one (so a message not yet
 * translated is never blank), or, for a language we ship no file for, English with CLDR's dates
 * (their patterns and month names). The owner's overrides are laid over these by the app (src/content/messages.ts).
 */
export function shippedWords(code: string): Data | null {
  const english = readShipped('en');
  if (!english) return null;
  const own = shippedFor(code);
  return deepMerge(english, own ?? { dates: calendarWords(code) });
}

/** The messages (`experience.team`) `english` has and `own` lacks, each shown in English; a list counts as one. */
export function laggingWords(own: Data, english: Data, prefix = ''): string[] {
  return Object.entries(english).flatMap(([key, value]) => {
    const inner = own[key];
    if (isRecord(value)) return laggingWords(isRecord(inner) ? inner : {}, value, `${prefix}${key}.`);
    return inner === undefined || inner === null ? [`${prefix}${key}`] : [];
  });
}

/** The build's warning that the `code` pages show `missing` (shipped file `file`'s gaps) in English. */
export function formatLagging(code: string, file: string, missing: string[]): string {
  const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  const one = missing.length === 1;
  return `Warning: src/messages/${file}.json has no ${name} for ${one ? 'the message' : `${missing.length} messages`} ${missing.join(', ')}, so the ${name} pages show ${one ? 'it' : 'them'} in English until it is translated there (or by the owner, in content/${code}/messages.yaml).`;
}

/**
 * The build's warning for a shipped language whose file lacks messages English has, or null when
 * it has them all or ships no file (the content check warns about a language with no words of ours).
 */
export function laggingWarning(code: string): string | null {
  const file = [code, code.split('-')[0] ?? code].find((candidate) => readShipped(candidate));
  const own = file ? readShipped(file) : null;
  const english = readShipped('en');
  if (!file || !own || !english || file === 'en') return null;
  const missing = laggingWords(own, english);
  return missing.length > 0 ? formatLagging(code, file, missing) : null;
}
