/** An entry's date, with only what it says: biblatex's `date`, else BibTeX's `year` and `month`. */
import { plainText } from './tex.ts';

export type EntryDate = { date: string; datePrecision: 'year' | 'month' | 'day' };
/** A date, none (`{}`), or the field that is no date and why. */
type DateResult = EntryDate | Record<string, never> | { problem: [string, string] };

const MONTHS = 'january february march april may june july august september october november december'.split(' ');

/** 1-12 from what the parser leaves of a month: a number, a name, or its first three letters ("Mar."). */
function monthNumber(value: string): number | null {
  const text = value.trim().toLowerCase().replace(/\.$/, '');
  if (/^\d{1,2}$/.test(text)) return Number(text) >= 1 && Number(text) <= 12 ? Number(text) : null;
  const index = MONTHS.findIndex((month) => month === text || month.slice(0, 3) === text || text === 'sept');
  return index >= 0 ? (text === 'sept' ? 9 : index + 1) : null;
}

const two = (value: number) => String(value).padStart(2, '0');

/** A date such as 2021, 2021-03 or 2021-03-15 (a range, `2021/2022`, from its start), or null. */
function isoDate(text: string): EntryDate | null {
  const parts = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:\/.*)?$/.exec(text);
  if (!parts) return null;
  const [year, month, day] = [parts[1], parts[2], parts[3]].map((part) => (part ? Number(part) : undefined));
  if (year === undefined) return null;
  if (month !== undefined && (month < 1 || month > 12)) return null;
  if (day !== undefined && new Date(Date.UTC(year, (month ?? 1) - 1, day)).getUTCDate() !== day) return null;
  if (day !== undefined) return { date: `${year}-${two(month ?? 1)}-${two(day)}`, datePrecision: 'day' };
  if (month !== undefined) return { date: `${year}-${two(month)}-01`, datePrecision: 'month' };
  return { date: `${year}-01-01`, datePrecision: 'year' };
}

/** The first day of what an entry's fields say of its date, and how much of it is known. */
export function dateOf(fields: Record<string, unknown>): DateResult {
  const text = (name: string) => (typeof fields[name] === 'string' ? plainText(fields[name] as string) : undefined);
  const date = text('date');
  if (date !== undefined)
    return isoDate(date) ?? { problem: ['date', `must be a date such as 2021, 2021-03 or 2021-03-15, got "${date}"`] };
  const year = text('year');
  if (year === undefined) return {};
  if (!/^\d{4}$/.test(year))
    return { problem: ['year', `must be a year such as 2021, got "${year}"; leave it out for an entry with no date`] };
  const written = text('month');
  if (written === undefined) return { date: `${year}-01-01`, datePrecision: 'year' };
  const month = monthNumber(written);
  if (month === null)
    return { problem: ['month', `must be a month such as mar, March or 3, got "${written}"; or leave it out`] };
  return { date: `${year}-${two(month)}-01`, datePrecision: 'month' };
}
