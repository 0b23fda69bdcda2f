/**
 * `tsx scripts/test/owners.ts [set ...]` (the last step of `npm test`): lays each owner content set
 * in tests/owners/ (or the named ones) over the fixture content (a set holds only what it changes,
 * scripts/test/overlay.ts), builds it once into its own dist, .dist-owners/<set>/ (reused while its
 * content and the code are unchanged, and shared with the résumé tests: owner-builds.ts), and runs the
 * checks that hold for any content (tests/browser/any-content.desktop.spec.ts) on it. One set is built for
 * a project page under /portfolio/ and also runs the sub-path test and the search's, so no content is built twice;
 * the search's own set (Japanese, Chinese, a title written as markup) is built under /portfolio/ too
 * and also runs the search checks that pin its words;
 * the set in three languages also runs the language checks (tests/browser/languages.desktop.spec.ts)
 * and the search's, Polish and right-to-left Arabic among them;
 * the sections set, laid over the fixture, is the code budgets' fixed content, so its build is the
 * one `tsx scripts/site/size-gate.ts --dist` measures and the fallback fonts' fit is checked on.
 * Every set's pages are also checked against the HTML standard (scripts/site/validate-html.ts).
 * content/'s compiled JSON is rebuilt at the end, so the checkout is left as it was.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { env as settings } from '../env';
import { ownerBuild, SEARCH_SET, SUBPATH_SET, setEnv } from './owner-builds';
import { makeSandbox } from './sandbox';

const OWNERS = 'tests/owners';
const PORT = String(settings.ownersPort);
// English, Polish and Arabic: every page in every language.
const LANGUAGES_SET = 'multilingual';
// The fixture with a Talks list, a Writing list and posts: what the code budgets measure (size-gate.ts).
const BUDGET_SET = 'sections';

// --apart: in a copy of the project (its own compiled content, builds and test output), so the
// sets build and test while the main browser tests run on this checkout; output is held until the end.
const apart = process.argv.includes('--apart');
// The builds live in this checkout's .dist-owners/ either way, where the résumé tests find them too.
const builds = resolve('.dist-owners');
const sandbox = apart ? makeSandbox() : null;
if (sandbox) process.chdir(sandbox.dir);
// --ready=FILE: created, empty, once the copy is made; its existence tells a caller it may start
// writing to this checkout.
const ready = process.argv.find((arg) => arg.startsWith('--ready='))?.slice('--ready='.length);
if (ready) writeFileSync(ready, '');
let held = '';

const all = readdirSync(OWNERS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
// --except=a,b: every set but those, which another run takes (scripts/test/all.sh runs two).
const except =
  process.argv
    .find((arg) => arg.startsWith('--except='))
    ?.slice('--except='.length)
    .split(',') ?? [];
const sets = (named.length > 0 ? named : all).filter((set) => !except.includes(set));

function run(command: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  return spawnSync(command, args, { env: { ...process.env, ...env }, stdio: 'inherit' }).status === 0;
}

const specs = (set: string) => [
  'tests/browser/any-content.desktop.spec.ts',
  ...(set === SUBPATH_SET ? ['tests/browser/subpath.spec.ts', 'tests/browser/search.spec.ts'] : []),
  ...(set === SEARCH_SET ? ['tests/browser/search.spec.ts', 'tests/browser/search-fixture.desktop.spec.ts'] : []),
  ...(set === LANGUAGES_SET ? ['tests/browser/languages.desktop.spec.ts', 'tests/browser/search.spec.ts'] : []),
  // Post, list and topic pages, their scripts and feeds, their code blocks, diagrams and maths, and
  // the Cite action, for a set that adds sections.
  ...(existsSync(join(OWNERS, set, 'sections'))
    ? [
        'tests/browser/sections.desktop.spec.ts',
        'tests/browser/topics.desktop.spec.ts',
        'tests/browser/post-blocks.desktop.spec.ts',
        'tests/browser/cite.desktop.spec.ts',
      ]
    : []),
];

/** A line of the report: printed now, or held with the commands' output when --apart. */
const say = (line: string) => {
  if (apart) held += `${line}\n`;
  else console.log(line);
};

/** Runs a command to its end, its output on ours; resolves whether it passed. */
const runAsync = (command: string, args: string[], env: NodeJS.ProcessEnv): Promise<boolean> =>
  new Promise((done) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: apart ? 'pipe' : 'inherit' });
    const hold = (chunk: Buffer) => {
      held += chunk.toString();
    };
    child.stdout?.on('data', hold);
    child.stderr?.on('data', hold);
    child.on('close', (status) => done(status === 0));
    child.on('error', () => done(false));
  });

/** The code budgets over a set's build. */
const sizeGate = (env: NodeJS.ProcessEnv) => [
  '--import',
  'tsx',
  'scripts/site/size-gate.ts',
  '--dist',
  `${env.DIST_DIR}`,
];

/** Lays a set's content and builds it, or reuses its last build and compiles its content for the checks. */
async function build(set: string): Promise<{ ok: boolean; env: NodeJS.ProcessEnv }> {
  const { CONTENT_DIR, BASE_PATH, DIST_DIR } = setEnv(set, builds);
  say(`\nOwner set "${set}": ${CONTENT_DIR}/, built for ${BASE_PATH} into ${DIST_DIR}/.`);
  const echo = (chunk: string) => {
    if (apart) held += chunk;
    else process.stdout.write(chunk);
  };
  const built = await ownerBuild(set, { project: process.cwd(), builds, echo });
  const env = { ...built.env, PORT };
  if (!built.reused || !built.ok) return { ok: built.ok, env };
  say(`Owner set "${set}": content and code as at its last build, which stands; compiling its content alone.`);
  return { ok: await runAsync(process.execPath, ['--import', 'tsx', 'scripts/content/build-content.ts'], env), env };
}

// Beside the main browser tests (--apart), one browser per set: they fill the other core, and a
// second worker's browser and warm tab cost more than its share of a ten-test set (the sets:
// about 615 → 584 CPU-s, the CPU all of `npm test` shares). Alone, two workers finish sooner.
const workers = apart ? ['--workers=1'] : [];
const failed: string[] = [];
// One set at a time: the checks read the compiled content (.contentlayer/), which each build rewrites.
for (const set of sets) {
  const { ok: built, env } = await build(set);
  if (built) say(`\nOwner set "${set}": checking ${env.DIST_DIR}/ on port ${PORT}.`);
  if (!built || !(await runAsync('npx', ['playwright', 'test', ...specs(set), '--project=desktop', ...workers], env)))
    failed.push(set);
  // Every page the set's build wrote, against the HTML standard (scripts/site/validate-html.ts).
  const validHtml = ['--import', 'tsx', 'scripts/site/validate-html.ts', `${env.DIST_DIR}`];
  if (built && !(await runAsync(process.execPath, validHtml, env))) failed.push(`the HTML of ${set}`);
  // The budgets measure the build the checks just read, rather than building the same content again.
  if (set === BUDGET_SET && !(built && (await runAsync(process.execPath, sizeGate(env), env))))
    failed.push('the code budgets (sections build)');
  // The fallback faces' fit, at both widths, on the words they were fitted to (playwright.config.ts).
  const fontFit = ['playwright', 'test', 'tests/browser/font-swap.spec.ts', ...workers];
  if (set === BUDGET_SET && !(built && (await runAsync('npx', fontFit, { ...env, FONT_FIT: '1' }))))
    failed.push('the fallback fonts (sections build)');
}

// The builds above compiled each set into .contentlayer/; the rest of the tooling reads content/.
if (sandbox) {
  process.stdout.write(held);
  sandbox.remove();
} else
  run(process.execPath, ['--import', 'tsx', 'scripts/content/build-content.ts'], { CONTENT_DIR: settings.contentDir });

if (failed.length > 0) {
  console.error(`\nOwner checks failed: ${failed.join(', ')}.`);
  process.exit(1);
}
console.log(`\nOwner sets passed: ${sets.join(', ')}${sets.includes(BUDGET_SET) ? '; the code budgets held' : ''}.`);
