import { describe, expect, it } from 'vitest';
import { type Figures, missedTargets, resultsTable } from './lighthouse-figures';

const good: Figures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 600,
  lcpMs: 900,
  tbtMs: 20,
  cls: 0,
  totalBytes: 150_000,
  jsBytes: 107_000,
};

describe('the Lighthouse targets', () => {
  it('pass a route that meets every one', () => {
    expect(missedTargets(good)).toEqual([]);
  });

  it('name each figure over its limit', () => {
    expect(missedTargets({ ...good, lcpMs: 1300, cls: 0.02 })).toEqual(['LCP 1300 ms > 950 ms', 'CLS 0.02 > 0']);
  });

  it('count a figure that no run reported as a miss, and show it as missing', () => {
    const figures = { ...good, lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN };
    const missed = missedTargets(figures);
    expect(missed).toEqual(['LCP missing', 'TBT missing', 'CLS missing']);
    const row = resultsTable([{ route: '/', median: figures, runs: [figures], missed }])
      .split('\n')
      .at(-1);
    expect(row).toMatch(/\| missing +\| missing +\| missing +\|.*MISSED/);
  });
});
