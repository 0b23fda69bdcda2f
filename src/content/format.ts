// Dates are written with the month names of the site's messages (src/messages/<language>.json),
// not by Intl.DateTimeFormat: the first Intl formatter a page creates loads locale data, 26-37 ms
// of main thread on a slow phone-like CPU, just as the page hydrates.
import { format } from '../lib/message.ts';
import type { Messages } from './messages';

/** The words dates are written with: month names, "Present" and the order of day, month and year. */
export type DateMessages = Messages['dates'];

/** The calendar day of an ISO date or timestamp, in UTC so the server render and the browser agree. */
function utcParts(iso: string) {
  const date = new Date(iso);
  return { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() };
}

/** A date as content stores it (ISO) with its display label, for `<time dateTime={iso}>{label}</time>`. */
export type DisplayDate = { iso: string; label: string };

/** An inclusive period; `end` is absent while it is still current. */
export type Period = { start: DisplayDate; end: DisplayDate | null; label: string };

const isoDay = (iso: string) => iso.slice(0, 10);

/** "10 Apr 2022", in UTC so the server render and the browser agree. */
export function toDisplayDate(iso: string, dates: DateMessages): DisplayDate {
  const { day, month, year } = utcParts(iso);
  return { iso: isoDay(iso), label: format(dates.day, { day, month: dates.monthsShort[month] ?? '', year }) };
}

/** "March 2023": for certificates, where the day adds nothing. */
export function toMonthYear(iso: string, dates: DateMessages): DisplayDate {
  const { month, year } = utcParts(iso);
  return { iso: isoDay(iso), label: format(dates.monthYear, { month: dates.months[month] ?? '', year }) };
}

/** "2023". */
export function toYear(iso: string): DisplayDate {
  return { iso: isoDay(iso), label: String(utcParts(iso).year) };
}

/** "10 Apr 2022 – 29 Jul 2022", or "22 Jan 2024 – Present" while current. */
export function toPeriod(startIso: string, endIso: string | null | undefined, dates: DateMessages): Period {
  const start = toDisplayDate(startIso, dates);
  const end = endIso ? toDisplayDate(endIso, dates) : null;
  return { start, end, label: format(dates.period, { start: start.label, end: end ? end.label : dates.present }) };
}

/** "48 KB": whole kilobytes of 1024 bytes, rounded up so a small file never reads "0 KB". */
export function toFileSize(bytes: number, kilobytes: string): string {
  return format(kilobytes, { count: Math.max(1, Math.ceil(bytes / 1024)) });
}
