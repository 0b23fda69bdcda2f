import { describe, expect, it } from 'vitest';
import { pageNumbers } from './EntryList';

describe("a long list's page numbers", () => {
  it('are all shown for a few pages', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keep the first, the last and those near the reader, with a gap where a run is left out', () => {
    expect(pageNumbers(1, 50)).toEqual([1, 2, 3, null, 50]);
    expect(pageNumbers(25, 50)).toEqual([1, null, 23, 24, 25, 26, 27, null, 50]);
    expect(pageNumbers(50, 50)).toEqual([1, null, 48, 49, 50]);
    // A run of one page is shown rather than left out: a gap never hides a single number.
    expect(pageNumbers(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pageNumbers(6, 10)).toEqual([1, null, 4, 5, 6, 7, 8, 9, 10]);
  });
});
