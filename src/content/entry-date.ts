import { format } from '../lib/message.ts';
import { type DateMessages, type DisplayDate, toDisplayDate, toYear } from './format';

/**
 * A section entry's date with only what is known: "2021" for a year, "Mar 2021" for a month (its
 * `iso` too, `2021` or `2021-03`, as `<time>` and JSON-LD take them), else the day. Apart from
 * format.ts, which every page loads: only the sections' pages and the résumé need it.
 */
export function toEntryDate(iso: string, precision: string | undefined, dates: DateMessages): DisplayDate {
  if (precision === 'year') return { iso: iso.slice(0, 4), label: toYear(iso).label };
  if (precision !== 'month') return toDisplayDate(iso, dates);
  const when = new Date(iso);
  return {
    iso: iso.slice(0, 7),
    label: format(dates.monthYear, { month: dates.monthsShort[when.getUTCMonth()] ?? '', year: when.getUTCFullYear() }),
  };
}
