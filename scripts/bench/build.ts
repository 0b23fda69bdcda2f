/**
 * `npm run bench -- build`: times the full build (content check, contentlayer, client bundle, server
 * render, prerender) on the sample content and on generated content 10x and 100x larger, each
 * collection capped at the scale the site supports. Each
 * size builds in a throw-away copy of the project, so this checkout's .contentlayer/ and dist/
 * stay as they are. Prints a table and whether the cost grows no worse than linearly.
 *
 *   tsx scripts/bench/build.ts [--sizes 1,10,100 | --languages 1,3,10] [--runs 2]
 *
 * `--languages 1,3,10` times the sample content in that many languages instead (every file
 * translated), to show what each added language costs.
 *
 * The first run in a fresh copy is cold (no contentlayer or image cache), as in CI; the table
 * reports it and the best run, as an owner rebuilding on their machine sees it. Runs go round the
 * sizes in turn rather than finishing one size first.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { contentlayerEnv, env } from '../env';
import { makeSandbox } from '../test/sandbox';
import { addLanguages, countEntries, multiplyContent } from './build-content';
import { childCpuSeconds } from './stats';

type Result = {
  /** Content size (x the sample) or, with --languages, the number of languages. */
  factor: number;
  entries: number;
  seconds: number;
  cpu: number;
  load: number;
  steps: string;
  cold: number;
};

type Run = { seconds: number; cpu: number; load: number; steps: string };

/** A throw-away copy of the project holding `factor` times the sample content. */
function prepareSize(factor: number) {
  const sandbox = makeSandbox();
  const contentDir = join(sandbox.dir, env.contentDir);
  if (byLanguage) addLanguages(contentDir, factor);
  else if (factor > 1) multiplyContent(contentDir, factor);
  return { factor, sandbox, entries: countEntries(contentDir), runs: [] as Run[] };
}

function timeBuild(dir: string, factor: number): Run {
  const load = loadavg()[0] ?? 0;
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/index.ts'], {
    cwd: dir,
    env: contentlayerEnv(dir, { DIST_DIR: 'dist', CONTENT_DIR: env.contentDir, BASE_PATH: '/' }),
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`Build of ${factor}x content failed:\n${result.stdout}${result.stderr}`);
  const steps = /\(check [^)]*\)/.exec(result.stdout)?.[0] ?? '';
  return { seconds, cpu: childCpuSeconds() - cpuBefore, load, steps };
}

/**
 * Linear or better when each middle size costs no less than the straight line (chord) from the
 * smallest to the largest size predicts, within 10% for noise: a superlinear cost curve is convex
 * and dips below its chord in the middle.
 */
function growthVerdict(results: Result[], measure: (r: Result) => number): string {
  const first = results[0];
  const last = results.at(-1);
  if (!first || !last || results.length < 3) return 'needs three sizes to judge growth';
  const perEntry = (measure(last) - measure(first)) / (last.entries - first.entries);
  const worst = Math.min(
    ...results.slice(1, -1).map((r) => {
      const predicted = measure(first) + perEntry * (r.entries - first.entries);
      return measure(r) / predicted;
    }),
  );
  const verdict = worst >= 0.9 ? 'linear or better' : 'WORSE than linear';
  return `${verdict} (${(perEntry * 100).toFixed(2)} s per extra 100 entries; middle size at ${(worst * 100).toFixed(0)}% of the straight line)`;
}

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1,10,100' },
    languages: { type: 'string' },
    runs: { type: 'string', default: '2' },
  },
});
const byLanguage = values.languages !== undefined;
const factors = (values.languages ?? values.sizes).split(',').map(Number);
const unit = byLanguage ? ' languages' : 'x';
const runs = Number(values.runs);

console.log(`Timing the full build on ${cpus().length} CPU cores, best of ${runs} run(s) per size.\n`);
// Rounds go through every size in turn, so a slow spell on this shared machine, or the first
// build warming the disk cache, does not land on one size alone.
const sizes = factors.map(prepareSize);
const results: Result[] = [];
try {
  for (let round = 0; round < runs; round++)
    for (const size of sizes) {
      const run = timeBuild(size.sandbox.dir, size.factor);
      size.runs.push(run);
      console.log(
        `round ${round + 1}, ${size.factor}${unit}: ${size.entries} entries in ${run.seconds.toFixed(1)} s ${run.steps}`,
      );
    }
  for (const { factor, entries, runs: times } of sizes) {
    const best = times.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    results.push({ factor, entries, ...best, cold: times[0]?.seconds ?? best.seconds });
  }
} finally {
  for (const { sandbox } of sizes) sandbox.remove();
}

const rows = results.map((r) => [
  `${r.factor}${unit}`,
  String(r.entries),
  r.cold.toFixed(1),
  r.seconds.toFixed(1),
  r.cpu.toFixed(1),
  ((r.seconds / r.entries) * 100).toFixed(2),
  r.load.toFixed(1),
]);
const header = ['content', 'entries', 'first run s', 'best s', 'CPU s', 's per 100 entries', 'load (1 min)'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join(' | ')} |`;
console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}\n`);
console.log(`Growth in wall time: ${growthVerdict(results, (r) => r.seconds)}.`);
console.log(`Growth in CPU time: ${growthVerdict(results, (r) => r.cpu)}.`);
const sample = results.find((r) => r.factor === 1);
if (sample)
  console.log(
    `Sample content: ${sample.seconds.toFixed(1)} s wall, ${sample.cpu.toFixed(1)} CPU s, ${sample.seconds < 10 ? 'under' : 'OVER'} the 10 s budget (load average ${sample.load.toFixed(1)} on ${cpus().length} cores when it ran).`,
  );
