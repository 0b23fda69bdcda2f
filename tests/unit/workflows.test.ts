import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { uses?: string; run?: string; id?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Job = {
  needs?: string | string[];
  steps: Step[];
  container?: string;
  permissions?: Record<string, string>;
  env?: Record<string, string>;
};
type Workflow = { on: Record<string, unknown>; jobs: Record<string, Job> };

const workflow = (name: string) => parse(readFileSync(`.github/workflows/${name}`, 'utf8')) as Workflow;
const runs = (job: Job | undefined) => (job?.steps ?? []).flatMap((step) => (step.run ? [step.run.trim()] : []));
const uses = (job: Job | undefined) => (job?.steps ?? []).flatMap((step) => (step.uses ? [step.uses] : []));
const needs = (job: Job | undefined) => [job?.needs ?? []].flat();

/** The commands .ci/run runs (npm and scripts/), in order: CI must run the same. */
const ciRunCommands = readFileSync('.ci/run', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => /^(npm|bash scripts\/)/.test(line));
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the GitHub Actions workflows', () => {
  it('CI runs on pushes and pull requests the same commands as .ci/run, plus the content check and typecheck', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    const commands = runs(ci.jobs.test);
    expect(ciRunCommands.length).toBeGreaterThan(0);
    for (const command of ciRunCommands) expect(commands).toContain(command);
    expect(commands).toEqual(expect.arrayContaining(['npm run check:content', 'npm run typecheck', 'npm test']));
    expect(commands.indexOf('npm run check:content')).toBeLessThan(commands.indexOf('npm test'));
    const setupNode = ci.jobs.test?.steps.find((step) => step.uses?.startsWith('actions/setup-node'));
    expect(setupNode?.with).toEqual({ 'node-version': 20, cache: 'npm' });
  });

  it('only run npm scripts that package.json defines', () => {
    for (const file of ['ci.yml', 'deploy.yml'])
      for (const job of Object.values(workflow(file).jobs))
        for (const command of runs(job)) {
          const script = /^npm run (\S+)/.exec(command)?.[1];
          if (script) expect(Object.keys(scripts), `${file}: ${command}`).toContain(script);
        }
  });

  it('deploy tests exactly like CI, then builds for the Pages base path and deploys only after the tests pass', () => {
    const deploy = workflow('deploy.yml');
    expect(Object.keys(deploy.on)).toEqual(expect.arrayContaining(['push', 'workflow_dispatch']));
    expect(runs(deploy.jobs.test)).toEqual(runs(workflow('ci.yml').jobs.test));

    const build = deploy.jobs.build;
    expect(needs(build)).toContain('test');
    expect(uses(build)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^actions\/configure-pages@/),
        expect.stringMatching(/^actions\/upload-pages-artifact@/),
      ]),
    );
    const buildStep = build?.steps.find((step) => step.run === 'npm run build');
    // A GitHub expression, not a JS template: configure-pages' base_path ("" or "/repo") plus a slash.
    expect(buildStep?.env?.BASE_PATH).toBe(['$', '{{ steps.pages.outputs.base_path }}/'].join(''));
    // The Pages origin stands in for a missing or sample siteUrl (src/lib/site-url.ts); BASE_PATH adds the path.
    expect(buildStep?.env?.SITE_URL).toBe(['$', '{{ steps.pages.outputs.origin }}'].join(''));
    expect(build?.steps.find((step) => step.uses?.startsWith('actions/configure-pages'))?.id).toBe('pages');

    const job = deploy.jobs.deploy;
    expect(needs(job)).toEqual(expect.arrayContaining(['test', 'build']));
    expect(uses(job)).toEqual([expect.stringMatching(/^actions\/deploy-pages@/)]);
    expect(job?.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  });

  it('deploy rebuilds weekly, so the GitHub facts on project cards stay fresh', () => {
    const deploy = workflow('deploy.yml');
    const schedule = deploy.on.schedule as { cron: string }[];
    expect(schedule).toHaveLength(1);
    // minute hour day-of-month month day-of-week: one fixed day each week.
    expect(schedule[0]?.cron).toMatch(/^\d+ \d+ \* \* [0-6]$/);
    // A scheduled run is on the default branch, so the test job's branch guard lets it through.
    expect(String((deploy.jobs.test as Job & { if?: string }).if)).toContain('default_branch');
  });

  it('the deploy build fetches the facts with a token and keeps the last ones in a cache; tests never fetch', () => {
    const deploy = workflow('deploy.yml');
    const build = deploy.jobs.build;
    const buildStep = build?.steps.find((step) => step.run === 'npm run build');
    expect(buildStep?.env?.GITHUB_TOKEN).toBe(['$', '{{ secrets.GITHUB_TOKEN }}'].join(''));
    expect(buildStep?.env?.GITHUB_FACTS).toBeUndefined();
    const cache = build?.steps.find((step) => step.uses?.startsWith('actions/cache@'));
    expect(cache?.with?.path).toBe('.cache/github-facts.json');
    expect(build?.steps.indexOf(cache as Step)).toBeLessThan(build?.steps.indexOf(buildStep as Step) ?? -1);
    for (const job of [deploy.jobs.test, workflow('ci.yml').jobs.test]) expect(job?.env?.GITHUB_FACTS).toBe('off');
  });
});
