/**
 * What the Lighthouse benchmark reads from a report, and its table of each route's medians. The
 * targets are lighthouserc.json's assertions, which `lhci assert` holds each route to.
 */
import { kb, table } from '../table';

export type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
};
export type RouteResult = { route: string; median: Figures; runs: Figures[] };

/** The parts of a Lighthouse report (an LHR) the figures come from. */
export type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
};

export function figures(lhr: Lhr): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  type NetworkRequest = { resourceType?: string; mimeType?: string; transferSize?: number };
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })?.items;
  // By MIME type as well: Lighthouse files the loader's prefetched modules under "Other".
  const jsBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script' || item.mimeType?.includes('javascript'))
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    totalBytes: value('total-byte-weight'),
    jsBytes,
  };
}

/** A figure as text, or "missing" when a run did not report it (NaN). */
const shown = (n: number, format: (n: number) => string) => (Number.isFinite(n) ? format(n) : 'missing');
const msText = (n: number) => shown(n, (value) => `${Math.round(value)} ms`);
const clsText = (n: number) => shown(n, (value) => (value === 0 ? '0' : String(Number(value.toPrecision(2)))));

const seconds = (n: number) => shown(n, (value) => `${(value / 1000).toFixed(2)} s`);

export function resultsTable(results: RouteResult[]): string {
  const rows = [['route', 'perf', 'a11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes', 'JS transferred']];
  for (const { route, median: m } of results)
    rows.push([
      route,
      String(m.performance),
      String(m.accessibility),
      String(m.bestPractices),
      String(m.seo),
      seconds(m.fcpMs),
      seconds(m.lcpMs),
      msText(m.tbtMs),
      clsText(m.cls),
      kb(m.totalBytes),
      kb(m.jsBytes),
    ]);
  return table(rows, 'markdown');
}
