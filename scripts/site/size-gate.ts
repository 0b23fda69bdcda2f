/**
 * `tsx scripts/site/size-gate.ts`: the code budgets, a hard gate. It builds fixed test content, which
 * never changes with the owner's words: the fixture (tests/fixtures/content) with the sections set
 * (tests/owners/sections: a Talks list, a Writing list and its posts) laid over it, so the six pages,
 * a section's list and a post page are all gated. It builds into .dist-budget/ and checks every
 * route's first-load JS and CSS against BUDGETS. Over budget, it names what grew
 * since scripts/site/size-baseline.json. The owner's content is never gated: the build reports
 * its weight instead (content-weight.ts).
 *
 *   tsx scripts/site/size-gate.ts [--dist DIR] [--write-baseline]
 *
 * --dist measures a build already made (of that content) instead of building: `npm test` passes
 * the sections owner set's build (scripts/test/owners.ts), the same content. --write-baseline
 * records today's bundle as the baseline, after a change that is meant to grow it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { env } from '../env';
import { ownerContent } from '../test/overlay';
import { BUDGETS, measure, overBudget, report } from './check-size';
import { type Baseline, readBundleMap, sourceTotals, whatGrew } from './size-growth';

const BASELINE = 'scripts/site/size-baseline.json';
const SET = 'sections';
const CONTENT = '.dist-budget-content';

const { values } = parseArgs({
  options: { dist: { type: 'string' }, 'write-baseline': { type: 'boolean', default: false } },
});

/** One build of the test content; content/'s compiled JSON is rebuilt after, as the rest of the tooling reads it. */
function buildTestContent(dist: string): void {
  const run = (args: string[], settings: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, ['--import', 'tsx', ...args], {
      env: { ...process.env, ...settings },
      stdio: 'inherit',
    }).status === 0;
  console.log(`Size budgets: building the fixture content with tests/owners/${SET}/ laid over it into ${dist}/.`);
  ownerContent(SET, CONTENT);
  const built = run(['scripts/site/index.ts'], {
    CONTENT_DIR: CONTENT,
    DIST_DIR: dist,
    BASE_PATH: '/',
    GITHUB_FACTS: 'off',
    // The test content's weight and sample warnings are no news to the owner: kept out of CI's summary.
    GITHUB_STEP_SUMMARY: '',
    GITHUB_ACTIONS: 'false',
  });
  run(['scripts/content/build-content.ts'], { CONTENT_DIR: env.contentDir });
  if (!built) {
    console.error('\nThe test content did not build, so the code budgets could not be measured.');
    process.exit(1);
  }
}

const dist = values.dist ?? '.dist-budget';
if (!values.dist) buildTestContent(dist);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No ${dist}/index.html to measure.`);
  process.exit(1);
}
const map = readBundleMap(dist);
if (values['write-baseline']) {
  writeFileSync(BASELINE, `${JSON.stringify(sourceTotals(map), Object.keys(sourceTotals(map)).sort(), 2)}\n`);
  console.log(`Wrote ${BASELINE}.`);
}
const baseline = existsSync(BASELINE) ? (JSON.parse(readFileSync(BASELINE, 'utf8')) as Baseline) : {};
const sizes = measure(dist, '/');
console.log(report(sizes, BUDGETS, (failure) => whatGrew(failure, map, baseline)));
const failures = overBudget(sizes);
if (failures.length > 0) {
  const routes = [...new Set(failures.map((failure) => failure.route))].join(', ');
  console.error(`\nCode budget exceeded on ${routes} (measured on fixed test content, so our code grew).`);
  process.exit(1);
}
