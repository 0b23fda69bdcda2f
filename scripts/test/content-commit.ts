/**
 * `npm run test:content-commit`: what a commit that changes only content/ must pass before it is
 * published (and what the deploy runs on a code commit's Pages build after the whole suite), in under a minute: the content check and the build (scripts/site/index.ts runs the
 * check first, and reports the content's weight per route, which warns but never fails), and the
 * checks of the built pages that hold for any content (axe in both modes, phone width, links,
 * right-to-left text, console errors, icon glyphs). The code budgets (`tsx scripts/site/size-gate.ts`) measure
 * fixed test content, so a content commit cannot move them: code changes run the whole `npm test`. DIST_DIR, BASE_PATH and PORT pass through, so
 * the deploy workflow checks the very build it publishes.
 */
import { spawnSync } from 'node:child_process';
import { env } from '../env';

const childEnv = {
  ...process.env,
  DIST_DIR: env.distDir,
  BASE_PATH: env.basePath,
  PORT: String(env.port(4177)),
};
const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const times: string[] = [];

function step(name: string, command: string, args: string[]): void {
  const from = performance.now();
  const result = spawnSync(command, args, { env: childEnv, stdio: 'inherit' });
  times.push(`${name} ${seconds(from)} s`);
  if (result.status !== 0) {
    console.error(`\nContent commit check failed at "${name}" after ${seconds(started)} s: nothing may be published.`);
    process.exit(result.status ?? 1);
  }
}

// The built pages' checks drive Chromium and read printed pages with poppler: the command makes
// sure they are there, so no workflow can forget to install them.
step('system tools', 'bash', ['scripts/test/ensure-tools.sh']);
step('check + build', process.execPath, ['--import', 'tsx', 'scripts/site/index.ts']);
step('built pages', 'npx', ['playwright', 'test', 'tests/browser/any-content.desktop.spec.ts', '--project=desktop']);
console.log(`\nContent commit check passed in ${seconds(started)} s (${times.join(', ')}).`);
