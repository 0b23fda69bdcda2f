import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { uses?: string; run?: string; id?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Job = {
  needs?: string | string[];
  if?: string;
  steps: Step[];
  container?: string;
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  outputs?: Record<string, string>;
};
type Workflow = { on: Record<string, unknown>; jobs: Record<string, Job> };

const workflow = (name: string) => parse(readFileSync(`.github/workflows/${name}`, 'utf8')) as Workflow;
const runs = (job: Job | undefined) => (job?.steps ?? []).flatMap((step) => (step.run ? [step.run.trim()] : []));
const uses = (job: Job | undefined) => (job?.steps ?? []).flatMap((step) => (step.uses ? [step.uses] : []));
const needs = (job: Job | undefined) => [job?.needs ?? []].flat();

type Needs = Record<string, { result: string; outputs: Record<string, string> }>;
/**
 * Whether a job's `if` lets it run, given its needs' results: the expression read as JavaScript
 * (`==` as `===`, a run that is not cancelled). Only the forms these workflows use.
 */
function runsGiven(condition: string | undefined, needs: Needs): boolean {
  if (!condition) throw new Error('The job has no `if`: GitHub would skip it after a skipped job.');
  const js = condition
    .replace(/^\$\{\{|\}\}$/g, '')
    .replace(/!cancelled\(\)/g, 'true')
    .replace(/needs\.([\w-]+)\.result/g, 'needs["$1"].result')
    .replace(/needs\.([\w-]+)\.outputs\.([\w-]+)/g, 'needs["$1"].outputs["$2"]')
    .replace(/==/g, '===')
    .replace(/!===/g, '!==');
  return Boolean(new Function('needs', `return (${js});`)(needs));
}

/** The commands .ci/run runs (npm and scripts/), in order, those of a list it backgrounds (`a && b &`) too: CI must run the same. */
const ciRunCommands = readFileSync('.ci/run', 'utf8')
  .split('\n')
  .filter((line) => !line.trim().startsWith('#'))
  .flatMap((line) => line.replace(/\s&\s*$/, '').split(' && '))
  .map((line) => line.trim())
  .filter((line) => /^(npm|bash scripts\/)/.test(line));
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the GitHub Actions workflows', () => {
  it('CI runs on pushes and pull requests what a newcomer runs: .ci/run, which installs and runs npm test', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    expect(runs(ci.jobs.test)).toEqual(['bash .ci/run']);
    expect(ciRunCommands).toEqual(expect.arrayContaining(['npm ci --no-audit --no-fund', 'npm test']));
    const setupNode = ci.jobs.test?.steps.find((step) => step.uses?.startsWith('actions/setup-node'));
    expect(setupNode?.with).toEqual({ 'node-version': 20, cache: 'npm' });
  });

  // A job that forgot a system tool failed every deploy: the commands the jobs run install what they
  // drive themselves (scripts/test/ensure-tools.sh), so a workflow has no install step to forget.
  it('install no system package themselves: the commands they run make sure of their own tools', () => {
    for (const file of ['ci.yml', 'deploy.yml'])
      for (const job of Object.values(workflow(file).jobs))
        for (const command of runs(job)) expect(command, `${file}: ${command}`).not.toMatch(/apt-get|ensure-/);
    const ensures = 'scripts/test/ensure-tools.sh';
    expect(readFileSync('scripts/test/content-commit.ts', 'utf8')).toContain(`'${ensures}'`);
    expect(readFileSync('scripts/test/all.sh', 'utf8')).toMatch(new RegExp(`^bash ${ensures} \\|\\| exit 1$`, 'm'));
  });

  it('only run npm scripts that package.json defines', () => {
    for (const file of ['ci.yml', 'deploy.yml'])
      for (const job of Object.values(workflow(file).jobs))
        for (const command of runs(job)) {
          const script = /^npm run (\S+)/.exec(command)?.[1];
          if (script) expect(Object.keys(scripts), `${file}: ${command}`).toContain(script);
        }
  });

  it('deploy tests exactly like CI, then builds for the Pages base path, checks that build and deploys only after both pass', () => {
    const deploy = workflow('deploy.yml');
    expect(Object.keys(deploy.on)).toEqual(expect.arrayContaining(['push', 'workflow_dispatch']));
    expect(runs(deploy.jobs.test)).toEqual(runs(workflow('ci.yml').jobs.test));

    const publish = deploy.jobs.publish;
    expect(needs(publish)).toEqual(['changes', 'test']);
    expect(uses(publish)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^actions\/configure-pages@/),
        expect.stringMatching(/^actions\/upload-pages-artifact@/),
      ]),
    );
    // The published build is checked as a content commit's is: the very files that go live.
    const buildStep = publish?.steps.find((step) => step.run === 'npm run test:content-commit');
    // A GitHub expression, not a JS template: configure-pages' base_path ("" or "/repo") plus a slash.
    expect(buildStep?.env?.BASE_PATH).toBe(['$', '{{ steps.pages.outputs.base_path }}/'].join(''));
    // The Pages origin stands in for a missing or sample siteUrl (src/lib/site-url.ts); BASE_PATH adds the path.
    expect(buildStep?.env?.SITE_URL).toBe(['$', '{{ steps.pages.outputs.origin }}'].join(''));
    expect(publish?.steps.find((step) => step.uses?.startsWith('actions/configure-pages'))?.id).toBe('pages');

    const job = deploy.jobs.deploy;
    expect(needs(job)).toEqual(['publish']);
    expect(uses(job)).toEqual([expect.stringMatching(/^actions\/deploy-pages@/)]);
    expect(job?.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  });

  // GitHub skips a job whose `needs` chain holds a skipped job (the suite, on a content-only push)
  // unless its `if` names the results it wants: each job after the suite says so.
  it.each([
    ['a code push whose suite passed', { changes: 'success', test: 'success' }, false, true],
    ['a code push whose suite failed', { changes: 'success', test: 'failure' }, false, false],
    ['a content-only push, the suite skipped', { changes: 'success', test: 'skipped' }, true, true],
    ['a push whose change detection failed', { changes: 'failure', test: 'skipped' }, false, false],
    ['a code push that skipped its suite', { changes: 'success', test: 'skipped' }, false, false],
  ])('deploy publishes after %s: %s', (_what, results, contentOnly, published) => {
    const { jobs } = workflow('deploy.yml');
    const needs = Object.fromEntries(
      Object.entries(results).map(([job, result]) => [
        job,
        { result, outputs: { 'content-only': job === 'changes' ? String(contentOnly) : '' } },
      ]),
    );
    expect(runsGiven(jobs.publish?.if, needs)).toBe(published);
    const onlyAfter = (job: string) => ({ [job]: { result: published ? 'success' : 'skipped', outputs: {} } });
    expect(runsGiven(jobs.deploy?.if, onlyAfter('publish'))).toBe(published);
    expect(runsGiven(jobs.live?.if, onlyAfter('deploy'))).toBe(published);
  });

  it('after deploying, waits for the live site to serve the commit, past the caches, and never fails for it', () => {
    const live = workflow('deploy.yml').jobs.live;
    expect(needs(live)).toEqual(['deploy']);
    const [poll] = runs(live);
    expect(poll).toMatch(/^node --experimental-strip-types scripts\/deploy\/wait-live\.ts /);
    expect(poll).toContain('needs.deploy.outputs.page_url');
    expect(poll).toContain('github.sha');
    expect(workflow('deploy.yml').jobs.deploy?.outputs?.page_url).toBe(
      ['$', '{{ steps.deployment.outputs.page_url }}'].join(''),
    );
    // The poller imports nothing, so Node runs it without `npm ci`.
    expect(readFileSync('scripts/deploy/wait-live.ts', 'utf8')).not.toMatch(/from '\.{1,2}\//);
  });

  it('deploy rebuilds daily, so a post dated today goes out today and the facts on project cards stay fresh', () => {
    const deploy = workflow('deploy.yml');
    const schedule = deploy.on.schedule as { cron: string }[];
    expect(schedule).toHaveLength(1);
    // minute hour day-of-month month day-of-week: once a day, every day.
    expect(schedule[0]?.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    // A scheduled run's event names no repository: the branch guard must let it through by name.
    expect(String(deploy.jobs.changes?.if)).toContain("github.event_name == 'schedule'");
    expect(String(deploy.jobs.changes?.if)).toContain('default_branch');
  });

  it('the deploy build fetches the facts with a token and keeps them, remote images, diagrams, share images and .bib readings in a cache; tests never fetch', () => {
    const deploy = workflow('deploy.yml');
    const publish = deploy.jobs.publish;
    const buildStep = publish?.steps.find((step) => step.run === 'npm run test:content-commit');
    expect(buildStep?.env?.GITHUB_TOKEN).toBe(['$', '{{ secrets.GITHUB_TOKEN }}'].join(''));
    expect(buildStep?.env?.GITHUB_FACTS).toBeUndefined();
    const cache = publish?.steps.find((step) => step.uses?.startsWith('actions/cache@'));
    expect(String(cache?.with?.path).trim().split('\n')).toEqual([
      '.cache/github-facts.json',
      '.cache/remote-images',
      '.cache/diagrams',
      '.cache/share-images',
      '.cache/bibtex',
    ]);
    expect(publish?.steps.indexOf(cache as Step)).toBeLessThan(publish?.steps.indexOf(buildStep as Step) ?? -1);
    for (const job of [deploy.jobs.test, workflow('ci.yml').jobs.test]) expect(job?.env?.GITHUB_FACTS).toBe('off');
  });

  it.each(['ci.yml', 'deploy.yml'])(
    '%s runs the full suite for code, and only the content-commit check for content',
    (file) => {
      const { jobs } = workflow(file);
      expect(jobs.changes?.outputs?.['content-only']).toBe(['$', '{{ steps.diff.outputs.content-only }}'].join(''));
      expect(runs(jobs.changes).join('\n')).toContain('bash scripts/test/content-only.sh');
      expect(jobs.changes?.steps[0]?.with).toEqual({ 'fetch-depth': 0 });
      expect(needs(jobs.test)).toEqual(['changes']);
      expect(jobs.test?.if).toBe("needs.changes.outputs.content-only != 'true'");
      expect(runs(jobs.test)).toEqual(['bash .ci/run']);
      const check = file === 'ci.yml' ? jobs.content : jobs.publish;
      expect(runs(check)).toContain('npm run test:content-commit');
      expect(scripts['test:content-commit']).toBeDefined();
    },
  );

  it('CI checks a content-only push with the content-commit check alone', () => {
    const { jobs } = workflow('ci.yml');
    expect(needs(jobs.content)).toEqual(['changes']);
    expect(jobs.content?.if).toBe("needs.changes.outputs.content-only == 'true'");
  });

  it('deploy publishes the very build the content-commit check passed, under the Pages base path', () => {
    const publish = workflow('deploy.yml').jobs.publish;
    const check = publish?.steps.find((step) => step.run === 'npm run test:content-commit');
    expect(check?.env?.BASE_PATH).toBe(['$', '{{ steps.pages.outputs.base_path }}/'].join(''));
    const steps = publish?.steps ?? [];
    const upload = steps.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact'));
    expect(upload).toBeGreaterThan(steps.indexOf(check as Step));
    expect(steps[upload]?.with).toEqual({ path: 'dist' });
  });
});
