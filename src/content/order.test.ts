import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCertifications } from './certifications';
import { getEducation } from './education';
import { getExperience } from './experience';
import { newestFirst, newestFirstThenByTitle } from './order';

afterEach(() => vi.restoreAllMocks());

describe('newest first', () => {
  it('orders ISO dates by time, newest first, and undated entries last', () => {
    const dates = ['2021-04-01T00:00:00.000Z', undefined, '2024-01-22T00:00:00.000Z', '2022-12-31T00:00:00.000Z'];
    expect(dates.sort(newestFirst)).toEqual([
      '2024-01-22T00:00:00.000Z',
      '2022-12-31T00:00:00.000Z',
      '2021-04-01T00:00:00.000Z',
      undefined,
    ]);
  });

  it('calls two entries of the same day a tie, for the title to decide', () => {
    expect(newestFirst('2023-03-15T00:00:00.000Z', '2023-03-15T00:00:00.000Z')).toBe(0);
    expect(newestFirst(null, undefined)).toBe(0);
  });

  it('puts entries of the same day, and undated ones after the dated, in the order of their titles', () => {
    const entries = [
      { title: 'Zebra', date: '2023-03-15T00:00:00.000Z' },
      { title: 'Ōsaka talk' },
      { title: 'Apple', date: '2023-03-15T00:00:00.000Z' },
      { title: 'Berlin talk', date: null },
    ];
    expect(entries.sort(newestFirstThenByTitle).map((entry) => entry.title)).toEqual([
      'Apple',
      'Zebra',
      'Berlin talk',
      'Ōsaka talk',
    ]);
  });

  it('orders the timelines without setting up a collator, a cost the page would pay as it starts', () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    expect(getExperience().length).toBeGreaterThan(1);
    expect(getEducation().length).toBeGreaterThan(1);
    expect(getCertifications().length).toBeGreaterThan(1);
    expect(localeCompare).not.toHaveBeenCalled();
  });
});
