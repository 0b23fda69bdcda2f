import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { toDisplayDate, toMonthYear, toPeriod, toYear } from './format';

const { dates } = en;

describe('date formatting', () => {
  it('formats an ISO date for display and keeps the machine-readable day', () => {
    expect(toDisplayDate('2022-04-10T00:00:00.000Z', dates)).toEqual({ iso: '2022-04-10', label: '10 Apr 2022' });
  });

  it('formats a closed period with an en dash', () => {
    expect(toPeriod('2022-04-10T00:00:00.000Z', '2024-01-15T00:00:00.000Z', dates).label).toBe(
      '10 Apr 2022 – 15 Jan 2024',
    );
  });

  it('says Present for a period without an end', () => {
    const period = toPeriod('2024-01-22T00:00:00.000Z', null, dates);
    expect(period.label).toBe('22 Jan 2024 – Present');
    expect(period.end).toBeNull();
  });

  it('gives the year of a certificate', () => {
    expect(toYear('2023-03-15T00:00:00.000Z').label).toBe('2023');
  });

  it('gives the month and year of a certificate', () => {
    expect(toMonthYear('2023-03-15T00:00:00.000Z', dates).label).toBe('March 2023');
  });

  it('reads the calendar day in UTC, whatever the time of day', () => {
    expect(toDisplayDate('2022-12-31T23:30:00.000Z', dates).label).toBe('31 Dec 2022');
    expect(toYear('2023-01-01T00:00:00.000Z').label).toBe('2023');
  });

  it('writes every month the way British English (Intl en-GB) does', () => {
    const long = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2024, month, 5)).toISOString();
      expect(toMonthYear(iso, dates).label).toBe(long.format(new Date(iso)));
      expect(toDisplayDate(iso, dates).label).toBe(short.format(new Date(iso)));
    }
  });
});
