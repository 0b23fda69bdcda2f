const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const yearFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'UTC' });
const monthYearFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A date as content stores it (ISO) with its display label, for `<time dateTime={iso}>{label}</time>`. */
export type DisplayDate = { iso: string; label: string };

/** An inclusive period; `end` is absent while it is still current. */
export type Period = { start: DisplayDate; end: DisplayDate | null; label: string };

const isoDay = (iso: string) => iso.slice(0, 10);

/** "10 Apr 2022", in UTC so the server render and the browser agree. */
export function toDisplayDate(iso: string): DisplayDate {
  return { iso: isoDay(iso), label: dateFormat.format(new Date(iso)) };
}

/** "March 2023": for certificates, where the day adds nothing. */
export function toMonthYear(iso: string): DisplayDate {
  return { iso: isoDay(iso), label: monthYearFormat.format(new Date(iso)) };
}

/** "2023". */
export function toYear(iso: string): DisplayDate {
  return { iso: isoDay(iso), label: yearFormat.format(new Date(iso)) };
}

/** "10 Apr 2022 – 29 Jul 2022", or "22 Jan 2024 – Present" while current. */
export function toPeriod(startIso: string, endIso?: string | null): Period {
  const start = toDisplayDate(startIso);
  const end = endIso ? toDisplayDate(endIso) : null;
  return { start, end, label: `${start.label} – ${end ? end.label : 'Present'}` };
}
