// Spelled out here, not by Intl.DateTimeFormat: the first Intl formatter a page creates loads
// locale data, 26-37 ms of main thread on a slow phone-like CPU, just as the page hydrates.
// British English, as Intl's en-GB writes them (a test holds the two together). The content
// check names months with the same list.
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const SHORT_MONTHS = MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)));

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
export function toDisplayDate(iso: string): DisplayDate {
  const { day, month, year } = utcParts(iso);
  return { iso: isoDay(iso), label: `${day} ${SHORT_MONTHS[month]} ${year}` };
}

/** "March 2023": for certificates, where the day adds nothing. */
export function toMonthYear(iso: string): DisplayDate {
  const { month, year } = utcParts(iso);
  return { iso: isoDay(iso), label: `${MONTHS[month]} ${year}` };
}

/** "2023". */
export function toYear(iso: string): DisplayDate {
  return { iso: isoDay(iso), label: String(utcParts(iso).year) };
}

/** "10 Apr 2022 – 29 Jul 2022", or "22 Jan 2024 – Present" while current. */
export function toPeriod(startIso: string, endIso?: string | null): Period {
  const start = toDisplayDate(startIso);
  const end = endIso ? toDisplayDate(endIso) : null;
  return { start, end, label: `${start.label} – ${end ? end.label : 'Present'}` };
}

/** "48 KB": whole kilobytes of 1024 bytes, rounded up so a small file never reads "0 KB". */
export function toFileSize(bytes: number): string {
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}
