/**
 * `tsx scripts/test/owners.ts [set ...]` (the last step of `npm test`): lays each owner content set
 * in tests/owners/ (or the named ones) over the fixture content (a set holds only what it changes,
 * scripts/test/overlay.ts), builds it once into its own dist, .dist-owners/<set>/, and runs the
 * checks that hold for any content (tests/browser/any-content.spec.ts) on it. One set is built for
 * a project page under /portfolio/ and also runs the sub-path test, so no content is built twice;
 * the set in three languages also runs the language checks (tests/browser/languages.spec.ts).
 * content/'s compiled JSON is rebuilt at the end, so the checkout is left as it was.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { env as settings } from '../env';
import { ownerContent } from './overlay';

const OWNERS = 'tests/owners';
const PORT = String(settings.ownersPort);
// Non-Latin words in a sub-path deploy: the set most likely to break an address.
const SUBPATH_SET = 'international';
// English, Polish and Arabic: every page in every language.
const LANGUAGES_SET = 'multilingual';

const all = readdirSync(OWNERS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sets = process.argv.length > 2 ? process.argv.slice(2) : all;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  return spawnSync(command, args, { env: { ...process.env, ...env }, stdio: 'inherit' }).status === 0;
}

const specs = (set: string) => [
  'tests/browser/any-content.spec.ts',
  ...(set === SUBPATH_SET ? ['tests/browser/subpath.spec.ts'] : []),
  ...(set === LANGUAGES_SET ? ['tests/browser/languages.spec.ts'] : []),
  // Post pages, their scripts and feeds, for a set that adds sections.
  ...(existsSync(join(OWNERS, set, 'sections')) ? ['tests/browser/sections.spec.ts'] : []),
];

const failed: string[] = [];
for (const set of sets) {
  const content = `.dist-owners/content-${set}`;
  ownerContent(set, content);
  const env = {
    CONTENT_DIR: content,
    DIST_DIR: `.dist-owners/${set}`,
    BASE_PATH: set === SUBPATH_SET ? '/portfolio/' : '/',
    PORT,
    // A test set's content weight and sample warnings are no news about the owner's site: kept out of CI's summary.
    GITHUB_STEP_SUMMARY: '',
    GITHUB_ACTIONS: 'false',
  };
  console.log(
    `\nOwner set "${set}": building ${env.CONTENT_DIR}/ for ${env.BASE_PATH} into ${env.DIST_DIR}/ and checking it on port ${PORT}.`,
  );
  const ok =
    run(process.execPath, ['--import', 'tsx', 'scripts/site/index.ts'], env) &&
    run('npx', ['playwright', 'test', ...specs(set), '--project=desktop'], env);
  if (!ok) failed.push(set);
}

// The builds above compiled each set into .contentlayer/; the rest of the tooling reads content/.
run(process.execPath, ['--import', 'tsx', 'scripts/content/build-content.ts'], { CONTENT_DIR: 'content' });

if (failed.length > 0) {
  console.error(`\nOwner sets failed: ${failed.join(', ')}.`);
  process.exit(1);
}
console.log(`\nOwner sets passed: ${sets.join(', ')}.`);
