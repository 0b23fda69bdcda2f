/** A post's date however its generator wrote it, as the calendar day the site dates entries by. */
import { date as calendarDay } from '../resume/import-helpers';

/** A date as written, whatever its form: TOML's dates keep their offset, text is read as the calendar day it names. */
export function toDay(value: unknown): { iso: string; note?: string } | { problem: string } | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return { problem: 'is not a date' };
    return checked(value.toISOString().slice(0, 10));
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Seconds since 1970 (a Unix timestamp), or milliseconds.
    const ms = value > 1e11 ? value : value * 1000;
    const iso = new Date(ms).toISOString().slice(0, 10);
    return withNote(checked(iso), `the timestamp ${value} was read as ${iso}`);
  }
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const numeric = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[T\s])/.exec(text);
  if (numeric) {
    // A time of day is dropped: entries are dated by the day.
    return checked(`${numeric[1]}-${numeric[2]?.padStart(2, '0')}-${numeric[3]?.padStart(2, '0')}`);
  }
  if (/^\d{4}(-\d{1,2})?$/.test(text)) {
    const parsed = calendarDay(text);
    if (parsed && 'iso' in parsed) return { iso: parsed.iso, note: `"${text}" gives no day, so the 1st was written` };
    return { problem: `"${text}" is not a date` };
  }
  // "March 5, 2021", "Tue, 05 Mar 2021 10:00:00 GMT": read as written, in no time zone but its own.
  const ms = Date.parse(/\d{1,2}:\d{2}/.test(text) ? text : `${text} 12:00 UTC`);
  if (Number.isNaN(ms)) return { problem: `"${text.slice(0, 40)}" is not a date` };
  const iso = new Date(ms).toISOString().slice(0, 10);
  return withNote(checked(iso), `"${text.slice(0, 40)}" was read as ${iso}`);
}

function checked(iso: string): { iso: string } | { problem: string } {
  const parsed = calendarDay(iso);
  if (parsed && 'iso' in parsed) return { iso: parsed.iso };
  return { problem: parsed && 'problem' in parsed ? parsed.problem : `"${iso}" is not a date` };
}

const withNote = (result: { iso: string } | { problem: string }, note: string | undefined) =>
  'iso' in result && note ? { ...result, note } : result;
