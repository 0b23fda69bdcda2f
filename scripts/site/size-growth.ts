import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE_MAP, type BundleMap } from '../vite/bundle-map';
import type { Verdict } from './check-size';

/** Bytes (minified, before gzip) of each source over the whole client bundle: our modules by path, packages by name. */
export type Baseline = Record<string, number>;

/** The bundle map a build wrote (scripts/vite/bundle-map.ts), or an empty one for a build without it. */
export function readBundleMap(dist: string): BundleMap {
  const file = join(dist, BUNDLE_MAP);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BundleMap) : {};
}

/** Totals per source over the chunks named (every chunk when none are): what the baseline records. */
export function sourceTotals(map: BundleMap, chunks: string[] = Object.keys(map)): Baseline {
  const totals: Baseline = {};
  for (const chunk of chunks)
    for (const [source, bytes] of Object.entries(map[chunk] ?? {})) totals[source] = (totals[source] ?? 0) + bytes;
  return totals;
}

const signed = (bytes: number) => `${bytes > 0 ? '+' : ''}${bytes.toLocaleString('en')} B`;

/**
 * What grew since the baseline among the sources a route over budget loads, largest growth first:
 * the modules a developer changed, not the framework files that were there all along.
 */
export function whatGrew(failure: Verdict, map: BundleMap, baseline: Baseline, limit = 8): string[] {
  if (failure.kind === 'css') return ['  CSS is ours alone (src/styles and the *.css.ts files): the stylesheet grew.'];
  const chunks = failure.files.map((file) => file.file);
  const now = sourceTotals(map, chunks);
  const grown = Object.entries(now)
    .map(([source, bytes]) => ({ source, growth: bytes - (baseline[source] ?? 0), isNew: !(source in baseline) }))
    .filter((entry) => entry.growth > 0)
    .sort((a, b) => b.growth - a.growth);
  if (grown.length === 0)
    return [
      '  Nothing this route loads grew against scripts/site/size-baseline.json; its modules moved between chunks.',
    ];
  const lines = grown
    .slice(0, limit)
    .map(({ source, growth, isNew }) => `  ${signed(growth).padStart(10)}  ${source}${isNew ? ' (new)' : ''}`);
  if (grown.length > limit) lines.push(`  … and ${grown.length - limit} more that grew less.`);
  return ['  What grew since the baseline (minified bytes, before gzip):', ...lines];
}
