/**
 * `npm run bench -- bibtex`: what a section's .bib file costs. Builds the fixture content with the
 * sections owner set three times in a throw-away copy of the project: without, then with a
 * generated .bib of `--entries` entries (bibtex-content.ts) in its Papers section, first as a new
 * file (parsed) and then unchanged (read back from .cache/bibtex/), and prints each time, its
 * steps, the load average, and the Papers list page's HTML. `--keep DIR`
 * leaves the build with the .bib in DIR, for Lighthouse:
 *
 *   npm run bench -- bibtex --entries 500
 *   npm run bench -- bibtex --entries 200 --keep .dist-bib200 && \
 *     npm run bench -- lighthouse --no-build --dir .dist-bib200 --routes /papers
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { contentlayerEnv } from '../env';
import { layContent } from '../test/overlay';
import { makeSandbox } from '../test/sandbox';
import { bibtexOf } from './bibtex-content';

const { values } = parseArgs({
  options: {
    entries: { type: 'string', default: '500' },
    runs: { type: 'string', default: '1' },
    keep: { type: 'string' },
  },
});
const count = Number(values.entries);
const runs = Number(values.runs);

type Run = { seconds: number; load: number; steps: string };

function timeBuild(dir: string): Run {
  const load = loadavg()[0] ?? 0;
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/index.ts'], {
    cwd: dir,
    env: contentlayerEnv(dir, { DIST_DIR: 'dist', CONTENT_DIR: 'content', BASE_PATH: '/', GITHUB_FACTS: 'off' }),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}${result.stderr}`);
  const steps = /\(check [^)]*\)/.exec(result.stdout)?.[0] ?? '';
  return { seconds: (performance.now() - started) / 1000, load, steps };
}

const sandbox = makeSandbox();
const content = join(sandbox.dir, 'content');
const bib = join(content, 'sections', 'papers', 'generated.bib');
const readings = join(sandbox.dir, '.cache', 'bibtex');
const times = { without: [] as Run[], with: [] as Run[], unchanged: [] as Run[] };
try {
  layContent('tests/fixtures/content', ['tests/owners/sections'], content);
  console.log(`A .bib of ${count} entries on ${cpus().length} cores, ${runs} run(s) each way, in turn.\n`);
  for (let round = 0; round < runs; round++) {
    rmSync(bib, { force: true });
    times.without.push(timeBuild(sandbox.dir));
    writeFileSync(bib, bibtexOf(count));
    rmSync(readings, { recursive: true, force: true });
    times.with.push(timeBuild(sandbox.dir));
    times.unchanged.push(timeBuild(sandbox.dir));
    const line = (label: string, run: Run | undefined) =>
      console.log(
        `round ${round + 1}: ${label} ${run?.seconds.toFixed(1)} s ${run?.steps}, load ${run?.load.toFixed(1)}`,
      );
    line('without  ', times.without.at(-1));
    line('new .bib ', times.with.at(-1));
    line('unchanged', times.unchanged.at(-1));
  }
  const best = (list: Run[]) => Math.min(...list.map((run) => run.seconds));
  const html = readFileSync(join(sandbox.dir, 'dist', 'papers', 'index.html'));
  const cited = readdirSync(join(sandbox.dir, 'dist', 'papers')).filter((name) => name.endsWith('.bib')).length;
  const added = (list: Run[]) => (best(list) - best(times.without)).toFixed(1);
  console.log(
    `\nBest: ${best(times.without).toFixed(1)} s without; a new .bib adds ${added(times.with)} s, an unchanged one ${added(times.unchanged)} s (budget 3 s, on a quiet machine).`,
  );
  console.log(
    `/papers: ${(html.length / 1024).toFixed(1)} KB of HTML, ${(gzipSync(html, { level: 9 }).length / 1024).toFixed(1)} KB gzipped; ${cited} BibTeX files.`,
  );
  if (values.keep) {
    rmSync(resolve(values.keep), { recursive: true, force: true });
    cpSync(join(sandbox.dir, 'dist'), resolve(values.keep), { recursive: true });
    console.log(`Kept the build with the .bib in ${values.keep}/.`);
  }
} finally {
  sandbox.remove();
}
