import { describe, expect, it } from 'vitest';
import { toDisplayDate, toPeriod, toYear } from './format';

describe('date formatting', () => {
  it('formats an ISO date for display and keeps the machine-readable day', () => {
    expect(toDisplayDate('2022-04-10T00:00:00.000Z')).toEqual({ iso: '2022-04-10', label: '10 Apr 2022' });
  });

  it('formats a closed period with an en dash', () => {
    expect(toPeriod('2022-04-10T00:00:00.000Z', '2024-01-15T00:00:00.000Z').label).toBe('10 Apr 2022 – 15 Jan 2024');
  });

  it('says Present for a period without an end', () => {
    const period = toPeriod('2024-01-22T00:00:00.000Z');
    expect(period.label).toBe('22 Jan 2024 – Present');
    expect(period.end).toBeNull();
  });

  it('gives the year of a certificate', () => {
    expect(toYear('2023-03-15T00:00:00.000Z').label).toBe('2023');
  });
});
