import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chromiumLaunch } from '../chromium';
import { ROUTE_PATHS, routeUrl } from '../routes';
import { type Figures, figures, type Lhr, resultsTable } from './lighthouse-figures';

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

type Rc = {
  ci: {
    collect: { startServerCommand: string; url: string[]; settings: { chromeFlags: string } };
    assert: { aggregationMethod: string; assertions: Record<string, [string, Record<string, number>]> };
  };
};
const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8')) as Rc;

describe('the Lighthouse CI configuration', () => {
  it('measures every route on the port its own server command serves', () => {
    const port = /--port (\d+)/.exec(rc.ci.collect.startServerCommand)?.[1];
    expect(rc.ci.collect.startServerCommand).toContain('scripts/site/serve.ts');
    expect(rc.ci.collect.url).toEqual(ROUTE_PATHS.map((path) => routeUrl(path, `http://127.0.0.1:${port}/`)));
  });

  it("starts Chromium with the flags this machine's closed network needs", () => {
    expect(rc.ci.collect.settings.chromeFlags.split(' ')).toEqual(chromiumLaunch.args);
  });

  it('holds the median of each route to performance 100, LCP 950 ms, TBT 50 ms and CLS 0', () => {
    expect(rc.ci.assert.aggregationMethod).toBe('median');
    expect(rc.ci.assert.assertions).toMatchObject({
      'categories:performance': ['error', { minScore: 1 }],
      'largest-contentful-paint': ['error', { maxNumericValue: 950 }],
      'total-blocking-time': ['error', { maxNumericValue: 50 }],
      'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
    });
  });
});

describe("the benchmark's table", () => {
  it('reads the scores, timings and script bytes of a report', () => {
    const lhr: Lhr = {
      categories: { performance: { score: 0.99 }, accessibility: { score: 1 }, 'best-practices': { score: 1 } },
      audits: {
        'largest-contentful-paint': { numericValue: 912 },
        'network-requests': {
          details: {
            items: [
              { resourceType: 'Script', transferSize: 1000 },
              { resourceType: 'Other', mimeType: 'text/javascript', transferSize: 500 },
              { resourceType: 'Document', transferSize: 9000 },
            ],
          },
        },
      },
    };
    expect(figures(lhr)).toMatchObject({ performance: 99, accessibility: 100, seo: 0, lcpMs: 912, jsBytes: 1500 });
  });

  it('shows a figure that no run reported as missing', () => {
    const missing = { ...good, lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN };
    const row = resultsTable([{ route: '/', median: missing, runs: [missing] }])
      .split('\n')
      .at(-1);
    expect(row).toMatch(/\| missing +\| missing +\| missing +\|/);
  });
});
