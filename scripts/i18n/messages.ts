/**
 * The site's own words in one language: the shipped file for it (src/messages/<code>.json), over the
 * English one so a message not yet translated is never blank, with the owner's overrides on top.
 * Month names of a language we ship no file for come from Node's CLDR data, at build time.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Data = Record<string, unknown>;

const MESSAGES_DIR = fileURLToPath(new URL('../../src/messages/', import.meta.url));

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with every value `over` gives put in its place, nested groups merged key by key. */
function deepMerge(base: Data, over: Data): Data {
  const merged: Data = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined || value === null) continue;
    const inner = merged[key];
    merged[key] = isData(inner) && isData(value) ? deepMerge(inner, value) : value;
  }
  return merged;
}

const readShipped = (code: string): Data | null => {
  const file = `${MESSAGES_DIR}${code}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Data) : null;
};

/** The shipped file for a language: its own (`pt-BR`), else its primary language's (`pt`). */
export function shippedFor(code: string): Data | null {
  return readShipped(code) ?? readShipped(code.split('-')[0] ?? code);
}

/** Month names in `code`, full and short, as dates in running text write them. */
function monthNames(code: string): { months: string[]; monthsShort: string[] } {
  const names = (month: 'long' | 'short') => {
    const format = new Intl.DateTimeFormat(code, { month, day: 'numeric', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => {
      const parts = format.formatToParts(new Date(Date.UTC(2024, index, 10)));
      return parts.find((part) => part.type === 'month')?.value ?? String(index + 1);
    });
  };
  return { months: names('long'), monthsShort: names('short') };
}

/**
 * The shipped words in `code`: the language's own file over the English one (so a message not yet
 * translated is never blank), or, for a language we ship no file for, English with CLDR's month
 * names. The owner's overrides are laid over these by the app (src/content/messages.ts).
 */
export function shippedWords(code: string): Data | null {
  const english = readShipped('en');
  if (!english) return null;
  const own = shippedFor(code);
  return deepMerge(english, own ?? { dates: monthNames(code) });
}
