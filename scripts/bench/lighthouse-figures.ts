/** What the Lighthouse benchmark reads from a report, the targets it holds each route to, and its table. */
import type lighthouse from 'lighthouse';
import { kb, table } from '../table';

/** What every route must reach (issue: performance 100, never below 98). */
export const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 950,
  tbtMs: 50,
  cls: 0,
} as const;

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
export type RouteResult = { route: string; median: Figures; runs: Figures[]; missed: string[] };

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

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

export function missedTargets(f: Figures): string[] {
  const missed: string[] = [];
  if (f.performance < TARGETS.performance) missed.push(`performance ${f.performance} < ${TARGETS.performance}`);
  if (f.accessibility < TARGETS.accessibility) missed.push(`accessibility ${f.accessibility}`);
  if (f.bestPractices < TARGETS.bestPractices) missed.push(`best practices ${f.bestPractices}`);
  if (f.seo < TARGETS.seo) missed.push(`SEO ${f.seo}`);
  // Each written so that a figure missing from a run (NaN) is a miss, not a pass.
  const over = (name: string, value: string, limit: string) =>
    missed.push(value === 'missing' ? `${name} missing` : `${name} ${value} > ${limit}`);
  if (!(f.lcpMs <= TARGETS.lcpMs)) over('LCP', msText(f.lcpMs), `${TARGETS.lcpMs} ms`);
  if (!(f.tbtMs <= TARGETS.tbtMs)) over('TBT', msText(f.tbtMs), `${TARGETS.tbtMs} ms`);
  if (!(f.cls <= TARGETS.cls)) over('CLS', clsText(f.cls), String(TARGETS.cls));
  return missed;
}

const seconds = (n: number) => shown(n, (value) => `${(value / 1000).toFixed(2)} s`);

export function resultsTable(results: RouteResult[]): string {
  const rows = [['route', 'perf', 'a11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes', 'JS transferred', '']];
  for (const { route, median: m, missed } of results)
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
      missed.length ? 'MISSED' : 'ok',
    ]);
  return table(rows, 'markdown');
}
