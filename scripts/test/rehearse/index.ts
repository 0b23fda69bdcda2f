/**
 * `npx tsx scripts/test/rehearse/index.ts [--ref REF] [--previous REF] [--keep]`: rehearses the
 * owner's pipeline as GitHub runs it, job by job, from .github/workflows/*.yml (job.ts): each
 * `run:` step in order in a fresh clone, with GitHub's variables, files and expressions, on the
 * PATH of the job's container (container.ts: no Chromium, no poppler until a step installs them),
 * each `uses:` step through a stand-in (standins.ts), GitHub's API a local fake (github.ts).
 *
 * 1. Upstream, the working tree as it is (or REF), releases its version (release.yml).
 * 2. A new fork starts its site (start.yml), then its owner pushes an edit of their words: CI's and
 *    the deploy's jobs run on that push (changes, content, publish, deploy, live).
 * 3. A fork of the previous release (PREVIOUS, else its tag or CHANGELOG.md's commit), its content
 *    edited as owners edit it, takes the release with update.yml: no conflict, the migrations run,
 *    the check and the build pass, a pull request is opened, and content/ is as the owner left it.
 * 4. A code push is walked through the jobs' conditions: its suite is `bash .ci/run`, the command
 *    that runs this rehearsal, and the jobs after it are those rehearsed in 2.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { makeContainer } from './container.ts';
import { type Context, runs, type Value } from './expressions.ts';
import { fakeGitHub, type Repository } from './github.ts';
import { type Job, type JobResult, runJob, type Workflow } from './job.ts';
import { ownerEdits, ownerIntro } from './owner.ts';
import { type RunState, standIns } from './standins.ts';

const { values: options } = parseArgs({
  options: {
    ref: { type: 'string' },
    previous: { type: 'string' },
    keep: { type: 'boolean', default: false },
    // For a quicker look at one part: `--skip 2` leaves out the new fork (1 always runs: 3 needs its tag).
    skip: { type: 'string', default: '' },
  },
});
const project = resolve('.');
const scratch = mkdtempSync(join(tmpdir(), 'rehearsal-'));
const npmStore = join(scratch, 'npm-ci');
const started = performance.now();
const say = (line: string) => console.log(line);
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
/** What git says, or '' when it refuses (a branch the update never made). */
const gitOr = (cwd: string, ...args: string[]) => {
  try {
    return git(cwd, ...args);
  } catch {
    return '';
  }
};
const ZERO = '0'.repeat(40);

/** The working tree as a commit on top of HEAD (what `git add -A && git commit` would make), refs untouched. */
function snapshot(): string {
  // A machine with no git identity of its own (a clean CI runner) can still make the commit.
  const who = { GIT_AUTHOR_NAME: 'Rehearsal', GIT_AUTHOR_EMAIL: 'rehearsal@example.com' };
  const env = {
    ...who,
    GIT_COMMITTER_NAME: who.GIT_AUTHOR_NAME,
    GIT_COMMITTER_EMAIL: who.GIT_AUTHOR_EMAIL,
    ...process.env,
    GIT_INDEX_FILE: join(scratch, 'index'),
  };
  const run = (...args: string[]) => execFileSync('git', args, { cwd: project, env, encoding: 'utf8' }).trim();
  run('read-tree', 'HEAD');
  run('add', '-A');
  const tree = run('write-tree');
  return tree === git(project, 'rev-parse', 'HEAD^{tree}')
    ? git(project, 'rev-parse', 'HEAD')
    : run('commit-tree', tree, '-p', 'HEAD', '-m', 'The working tree, rehearsed');
}

/** The previous release: --previous, its tag, or the commit CHANGELOG.md names for it. */
function previousRelease(version: string): string {
  if (options.previous) return git(project, 'rev-parse', options.previous);
  const changelog = readFileSync(join(project, 'CHANGELOG.md'), 'utf8');
  const older = [...changelog.matchAll(/^## (\d+\.\d+\.\d+)/gm)].map((match) => match[1]).find((at) => at !== version);
  if (!older) throw new Error('CHANGELOG.md names no release before this one');
  try {
    return git(project, 'rev-parse', `v${older}^{commit}`);
  } catch {
    const entry = changelog.slice(changelog.indexOf(`## ${older}`));
    const commit = /Released as commit ([0-9a-f]{7,40})/.exec(entry)?.[1];
    if (!commit) throw new Error(`no tag v${older}, and CHANGELOG.md names no commit for ${older}`);
    return git(project, 'rev-parse', `${commit}^{commit}`);
  }
}

/**
 * A bare repository holding `commit` as its main branch, which refuses, as GitHub does, a job's
 * push that changes a workflow unless the job's token may (the owner's UPDATE_TOKEN); the owner
 * pushing in person may.
 */
function bareRepository(name: string, commit: string): string {
  const path = join(scratch, `${name}.git`);
  git(scratch, 'init', '-q', '--bare', path);
  git(project, 'push', '-q', path, `${commit}:refs/heads/main`);
  git(path, 'symbolic-ref', 'HEAD', 'refs/heads/main');
  const hook = join(path, 'hooks', 'pre-receive');
  writeFileSync(
    hook,
    `#!/usr/bin/env bash
while read -r old new ref; do
  [ "$new" = ${ZERO} ] && continue
  base="$old"; [ "$old" = ${ZERO} ] && base="$(git merge-base "$new" refs/heads/main 2>/dev/null || echo "$new")"
  changed="$(git diff --name-only "$base" "$new" -- .github/workflows | head -1)"
  if [ -n "$changed" ] && [ -n "\${GITHUB_ACTIONS:-}" ] && [ "\${GH_TOKEN:-}" != rehearsal-update-token ]; then
    echo "refusing to allow a GitHub App to create or update workflow \\\`$changed\\\` without \\\`workflows\\\` permission" >&2
    exit 1
  fi
done
`,
  );
  chmodSync(hook, 0o755);
  return path;
}

/** An owner's commit pushed to `repository`'s main: `edit` changes a clone, as the owner would. */
function ownerPush(
  repository: string,
  message: string,
  edit: (dir: string) => void,
): { before: string; after: string } {
  const dir = mkdtempSync(join(scratch, 'owner-'));
  git(scratch, 'clone', '-q', repository, dir);
  git(dir, 'config', 'user.name', 'Owner');
  git(dir, 'config', 'user.email', 'owner@example.com');
  const before = git(dir, 'rev-parse', 'HEAD');
  edit(dir);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
  // As the owner, not as a job: none of the job's variables or tokens.
  const owner = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(GITHUB_|GH_TOKEN)/.test(name)));
  execFileSync('git', ['push', '-q', 'origin', 'HEAD:main'], { cwd: dir, env: owner, stdio: 'pipe' });
  const after = git(dir, 'rev-parse', 'HEAD');
  rmSync(dir, { recursive: true, force: true });
  return { before, after };
}

const readWorkflows = (repository: string, commit: string): Record<string, Workflow> =>
  Object.fromEntries(
    git(repository, 'ls-tree', '--name-only', `${commit}:.github/workflows`)
      .split('\n')
      .filter((file) => /\.ya?ml$/.test(file))
      .map((file) => [file, parse(git(repository, 'show', `${commit}:.github/workflows/${file}`)) as Workflow]),
  );

/** Jobs in an order where each comes after those it needs. */
function ordered(workflow: Workflow): [string, Job][] {
  const done = new Set<string>();
  const result: [string, Job][] = [];
  const visit = (id: string) => {
    if (done.has(id)) return;
    done.add(id);
    const job = workflow.jobs[id];
    if (!job) throw new Error(`a job needs ${id}, which the workflow does not have`);
    for (const need of [job.needs ?? []].flat()) visit(need);
    result.push([id, job]);
  };
  for (const id of Object.keys(workflow.jobs)) visit(id);
  return result;
}

type Outcome = { result: 'success' | 'failure' | 'skipped'; outputs: Record<string, string> };
type Execute = (id: string, job: Job, needs: Record<string, Outcome>) => Promise<Outcome>;

/** The jobs a workflow runs for an event, in order, and how each ended; `execute` runs one that runs. */
async function walk(workflow: Workflow, github: Context, execute: Execute): Promise<Record<string, Outcome>> {
  const outcomes: Record<string, Outcome> = {};
  for (const [id, job] of ordered(workflow)) {
    const needs = Object.fromEntries([job.needs ?? []].flat().map((need) => [need, outcomes[need] as Outcome]));
    const allPassed = Object.values(needs).every((need) => need.result === 'success');
    const anyFailed = Object.values(needs).some((need) => need.result === 'failure');
    const context: Context = { github, needs: needs as unknown as Value };
    const go = runs(job.if, context, { success: allPassed, failure: anyFailed, cancelled: false });
    outcomes[id] = go ? await execute(id, job, needs) : { result: 'skipped', outputs: {} };
  }
  return outcomes;
}

/** Whether a workflow starts on an event: `on:` as a name, a list or a map of names. */
function startsOn(workflow: Workflow & { on?: unknown }, event: string, branch = 'main'): boolean {
  const on = (workflow as { on?: unknown }).on ?? (workflow as Record<string, unknown>).true;
  if (typeof on === 'string') return on === event;
  if (Array.isArray(on)) return on.includes(event);
  if (!on || typeof on !== 'object' || !(event in on)) return false;
  const settings = (on as Record<string, { branches?: string[] } | null>)[event];
  return !settings?.branches || settings.branches.includes(branch);
}

/** A job that runs `.ci/run`: what this rehearsal is itself part of, so it is not run twice. */
const runsTheSuite = (job: Job) => (job.steps ?? []).some((step) => step.run?.trim() === 'bash .ci/run');

const api = await fakeGitHub();
const servers: RunState['servers'] = [];
let failures = 0;
let jobNumber = 0;

/** The `github` context of an event on a repository's main. */
function eventOn(repository: Repository, name: string, sha: string, payload: Record<string, Value> = {}): Context {
  return {
    event_name: name,
    sha,
    ref: 'refs/heads/main',
    ref_name: 'main',
    ref_type: 'branch',
    repository: `${repository.owner}/${repository.name}`,
    repository_owner: repository.owner,
    event: {
      ...payload,
      repository: {
        name: repository.name,
        default_branch: 'main',
        fork: repository.fork,
        is_template: repository.isTemplate,
        owner: { login: repository.owner },
      },
    },
  };
}

/** Runs a job in a workspace and on a runner of its own, as GitHub does. */
async function execute(
  repository: Repository,
  workflows: Record<string, Workflow>,
  file: string,
  github: Context,
  secrets: Record<string, string>,
  id: string,
  job: Job,
  needs: Record<string, Outcome>,
  state: RunState,
): Promise<Outcome> {
  jobNumber += 1;
  const dir = join(scratch, `${jobNumber}-${repository.name}-${file.replace(/\W/g, '-')}-${id}`);
  const home = join(dir, 'home');
  mkdirSync(home, { recursive: true });
  const eventPath = join(dir, 'event.json');
  writeFileSync(eventPath, JSON.stringify(github.event));
  say(
    `${repository.owner}/${repository.name} ${file} › ${id}${job.container ? ` (in ${JSON.stringify(job.container)})` : ''}`,
  );
  const workflow = workflows[file] as Workflow;
  const result: JobResult = await runJob({
    id,
    job,
    workflow,
    dir,
    path: makeContainer(dir, npmStore),
    log: say,
    standIns: standIns(state),
    context: { github, needs: needs as unknown as Value, secrets, vars: {}, inputs: {} },
    variables: {
      HOME: home,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_SHA: String(github.sha),
      GITHUB_REF: 'refs/heads/main',
      GITHUB_REF_NAME: 'main',
      GITHUB_REF_TYPE: 'branch',
      GITHUB_REPOSITORY: String(github.repository),
      GITHUB_REPOSITORY_OWNER: repository.owner,
      GITHUB_EVENT_NAME: String(github.event_name),
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_WORKFLOW: workflow.name ?? file,
      GITHUB_RUN_ID: String(1000 + jobNumber),
      GITHUB_RUN_NUMBER: '1',
      GITHUB_ACTOR: repository.owner,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: api.url,
      RUNNER_OS: 'Linux',
      LANG: 'C.UTF-8',
    },
  });
  say(`${result.result === 'success' ? '✓' : '✘'} ${file} › ${id} ${result.result} in ${result.seconds.toFixed(0)} s`);
  const summary = result.summary.trim();
  if (summary) say(`  its summary: ${summary.split('\n').slice(0, 4).join(' / ').slice(0, 400)}`);
  if (result.failed) {
    failures += 1;
    say(`  failed at "${result.failed.step}"; its last lines:\n${result.failed.tail.replace(/^/gm, '    ')}`);
  }
  return { result: result.result, outputs: result.outputs };
}

/** Every workflow of `repository` that starts on the event, its jobs run; jobs of the suite stood in. */
async function rehearseEvent(
  repository: Repository,
  sha: string,
  event: string,
  payload: Record<string, Value>,
  only?: string,
  secrets: Record<string, string> = { GITHUB_TOKEN: 'rehearsal-token' },
): Promise<Record<string, Record<string, Outcome>>> {
  const workflows = readWorkflows(repository.path, sha);
  const github = eventOn(repository, event, sha, payload);
  const results: Record<string, Record<string, Outcome>> = {};
  for (const file of Object.keys(workflows)) {
    if (only ? file !== only : !startsOn(workflows[file] as Workflow, event)) continue;
    const state: RunState = {
      repository: { owner: repository.owner, name: repository.name, origin: repository.path, branch: 'main' },
      sha,
      npmCache: execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim() || join(homedir(), '.npm'),
      downloads: join(project, 'node_modules', '.cache', 'rehearsal'),
      servers,
    };
    results[file] = await walk(workflows[file] as Workflow, github, async (id, job, needs) => {
      if (runsTheSuite(job)) throw new Error(`${file} › ${id} runs the whole suite, which this rehearsal is part of`);
      return execute(repository, workflows, file, github, secrets, id, job, needs, state);
    });
    say(
      `${file}: ${Object.entries(results[file] ?? {})
        .map(([id, outcome]) => `${id} ${outcome.result}`)
        .join(', ')}`,
    );
  }
  return results;
}

const expect = (ok: boolean, what: string) => {
  say(`${ok ? '✓' : '✘'} ${what}`);
  if (!ok) failures += 1;
};

try {
  const release = options.ref ? git(project, 'rev-parse', options.ref) : snapshot();
  const version = (JSON.parse(git(project, 'show', `${release}:package.json`)) as { version: string }).version;

  say(`\n1. Upstream releases ${version} (${options.ref ?? 'the working tree'}, ${release.slice(0, 7)}).`);
  const upstream: Repository = {
    owner: 'maker',
    name: 'portfolio',
    path: bareRepository('upstream', release),
    fork: false,
    isTemplate: true,
  };
  api.add(upstream);
  // An older ref (`--ref fa88bf3`) may lack a workflow: what it has is rehearsed, and the rest said.
  const has = (workflow: string) => {
    try {
      git(upstream.path, 'cat-file', '-e', `${release}:.github/workflows/${workflow}`);
      return true;
    } catch {
      say(`  (${workflow} is not in this commit: not rehearsed)`);
      return false;
    }
  };
  if (has('release.yml')) {
    await rehearseEvent(
      upstream,
      release,
      'push',
      { before: git(project, 'rev-parse', `${release}~1`), after: release },
      'release.yml',
    );
    expect(git(upstream.path, 'tag', '--list', `v${version}`) === `v${version}`, `upstream's v${version} is tagged`);
    expect(
      api.releases.some((item) => item.tag === `v${version}` && item.body.trim() !== ''),
      'its release carries its CHANGELOG.md entry',
    );
  }

  const skipped = new Set(options.skip.split(',').filter(Boolean));
  let ran: Awaited<ReturnType<typeof rehearseEvent>> = {};
  const fork: Repository = {
    owner: 'owner',
    name: 'portfolio',
    path: bareRepository('fork', release),
    fork: true,
    isTemplate: false,
    parent: upstream,
  };
  api.add(fork);
  if (!skipped.has('2')) {
    say('\n2. A new fork starts its site, and its owner edits their words.');
    const before = git(fork.path, 'rev-parse', 'main');
    if (has('start.yml')) {
      await rehearseEvent(fork, before, 'workflow_dispatch', {}, 'start.yml');
      expect(
        git(fork.path, 'ls-tree', '--name-only', 'main', 'content') === 'content',
        'content/ is committed, copied from the sample',
      );
      expect(
        api.dispatches.some((item) => item.workflow === 'deploy.yml'),
        'the Deploy workflow is started',
      );
    }
    const push = ownerPush(fork.path, 'Edit my intro', ownerIntro);
    ran = await rehearseEvent(fork, push.after, 'push', {
      before: push.before,
      after: push.after,
      head_commit: { id: push.after, timestamp: new Date().toISOString() },
    });
    expect(ran['deploy.yml']?.live?.result === 'success', 'the edit is live, served as GitHub Pages serves it');
    const facts = api.tokens.get('rehearsal-token') ?? 0;
    say(`  (GitHub's API was asked ${facts} times with the job's token.)`);
  }

  say('\n3. A fork of the previous release, edited as owners edit, takes the release.');
  if (!skipped.has('3') && has('update.yml')) {
    const previous = previousRelease(version);
    const old: Repository = {
      owner: 'early',
      name: 'portfolio',
      path: bareRepository('old-fork', previous),
      fork: true,
      isTemplate: false,
      parent: upstream,
    };
    api.add(old);
    const edited = ownerPush(old.path, 'Make it mine', ownerEdits);
    const owned = git(old.path, 'ls-tree', '-r', edited.after, '--', 'content');
    // As CHANGELOG.md asks of a fork made before the Update workflow: add it once.
    const added = ownerPush(old.path, 'Add the Update workflow', (dir) =>
      writeFileSync(
        join(dir, '.github/workflows/update.yml'),
        // Byte for byte, as git keeps it (the helper above trims its final newline).
        execFileSync('git', ['show', 'main:.github/workflows/update.yml'], { cwd: upstream.path, encoding: 'utf8' }),
      ),
    );
    const updated = await rehearseEvent(old, added.after, 'workflow_dispatch', {}, 'update.yml', {
      GITHUB_TOKEN: 'rehearsal-token',
      UPDATE_TOKEN: 'rehearsal-update-token',
    });
    expect(
      updated['update.yml']?.update?.result === 'success',
      `the update to ${version} met no conflict, and its migrations, check and build passed`,
    );
    const branch = `update/v${version}`;
    const pull = api.pulls.find((item) => item.head === branch);
    expect(Boolean(pull), `a pull request proposes ${branch}`);
    if (pull) say(`  Its text begins: ${pull.body.split('\n').slice(0, 3).join(' ').slice(0, 300)}`);
    const kept = gitOr(old.path, 'ls-tree', '-r', branch, '--', 'content');
    const changedByMigrations = gitOr(old.path, 'diff', '--name-only', edited.after, branch, '--', 'content');
    say(
      `  The migrations changed ${changedByMigrations ? changedByMigrations.split('\n').length : 0} files in content/; every other file is byte for byte the owner's.`,
    );
    const unchanged = (tree: string) =>
      tree
        .split('\n')
        .filter((line) => !changedByMigrations.split('\n').includes(line.split('\t')[1] ?? ''))
        .join('\n');
    expect(unchanged(owned) === unchanged(kept), "content/ is as the owner left it, but for the migrations' changes");
    expect(
      Boolean(pull?.body.includes(`## ${version}`) || pull?.body.includes(`#### ${version}`)),
      'the pull request says what changed, from CHANGELOG.md',
    );
  }

  say('\n4. A code push, walked through the jobs: the suite is .ci/run, which runs this.');
  const head = git(fork.path, 'rev-parse', 'main');
  for (const [file, workflow] of Object.entries(readWorkflows(fork.path, head))) {
    if (!startsOn(workflow, 'push')) continue;
    const code = eventOn(fork, 'push', head, { before: git(project, 'rev-parse', `${release}~1`), after: head });
    const outcomes = await walk(workflow, code, async (id, job) => {
      if (runsTheSuite(job)) return { result: 'success', outputs: {} };
      if (id === 'changes') return { result: 'success', outputs: { 'content-only': 'false' } };
      return ran[file]?.[id] ?? { result: 'failure', outputs: {} };
    });
    say(
      `${file} on a code push: ${Object.entries(outcomes)
        .map(([id, outcome]) => `${id} ${outcome.result}`)
        .join(', ')}`,
    );
  }
} finally {
  for (const server of servers) server.close();
  api.close();
  if (!options.keep) rmSync(scratch, { recursive: true, force: true });
  else say(`Kept ${scratch}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(0);
say(failures === 0 ? `\nRehearsal passed in ${seconds} s.` : `\nRehearsal FAILED (${failures}) in ${seconds} s.`);
process.exit(failures === 0 ? 0 : 1);
