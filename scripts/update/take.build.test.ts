import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const TAKE = join(process.cwd(), 'scripts/update/take.sh');
let scratch = '';
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

const who = {
  GIT_AUTHOR_NAME: 'T',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 'T',
  GIT_COMMITTER_EMAIL: 't@example.com',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, ...who } }).trim();

/** Writes files (path → text; null deletes) into a clone and commits them. */
function commit(dir: string, message: string, files: Record<string, string | null>): void {
  for (const [path, text] of Object.entries(files)) {
    if (text === null) rmSync(join(dir, path));
    else {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
}

/** Upstream at 1.0.0 with its sample in content/, and a fork of it, cloned where the update runs. */
function forkOfOneOh(): { upstream: string; fork: string } {
  scratch = mkdtempSync(join(tmpdir(), 'take-'));
  const upstream = join(scratch, 'upstream');
  mkdirSync(upstream);
  git(upstream, 'init', '-q', '-b', 'main');
  commit(upstream, '1.0.0', {
    'package.json': '{ "version": "1.0.0" }\n',
    'content/site.yaml': 'name: Sample\n',
    'content/experience/role.yaml': 'title: Sample role\n',
    'content/experience/other.yaml': 'title: Other role\n',
    'src/app.ts': 'export const app = 1;\n',
  });
  git(upstream, 'tag', 'v1.0.0');
  const fork = join(scratch, 'fork');
  git(scratch, 'clone', '-q', upstream, fork);
  return { upstream, fork };
}

/** take.sh in the fork, as the workflow runs it; its exit status, output and GITHUB_OUTPUT. */
function take(fork: string, upstream: string) {
  const output = join(scratch, 'output');
  writeFileSync(output, '');
  try {
    const stdout = execFileSync('bash', [TAKE], {
      cwd: fork,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, UPSTREAM_URL: upstream, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: '', GH_TOKEN: '' },
    });
    return { status: 0, text: stdout, outputs: readFileSync(output, 'utf8') };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, text: `${failed.stdout}${failed.stderr}`, outputs: readFileSync(output, 'utf8') };
  }
}

describe("taking upstream's latest release into a fork", () => {
  it('keeps content/ exactly as the owner has it while upstream moves its sample out, and takes the rest', () => {
    const { upstream, fork } = forkOfOneOh();
    commit(fork, 'Make it mine', {
      'content/site.yaml': 'name: Zdeňka\n',
      'content/experience/other.yaml': null,
      'content/pages/talks.yaml': 'path: /talks\n',
    });
    git(upstream, 'mv', 'content', 'sample');
    commit(upstream, '2.0.0', { 'package.json': '{ "version": "2.0.0" }\n', 'src/app.ts': 'export const app = 2;\n' });
    git(upstream, 'tag', 'v2.0.0');

    const result = take(fork, upstream);
    expect(result.status, result.text).toBe(0);
    expect(result.outputs).toContain('version=2.0.0');
    expect(result.outputs).toContain('previous=1.0.0');
    expect(git(fork, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('update/v2.0.0');
    expect(git(fork, 'ls-tree', '-r', '--name-only', 'HEAD', 'content').split('\n')).toEqual([
      'content/experience/role.yaml',
      'content/pages/talks.yaml',
      'content/site.yaml',
    ]);
    expect(git(fork, 'show', 'HEAD:content/site.yaml')).toBe('name: Zdeňka');
    expect(git(fork, 'ls-tree', '-r', '--name-only', 'HEAD', 'sample').split('\n')).toEqual([
      'sample/experience/other.yaml',
      'sample/experience/role.yaml',
      'sample/site.yaml',
    ]);
    expect(git(fork, 'show', 'HEAD:src/app.ts')).toBe('export const app = 2;');
    expect(git(fork, 'status', '--porcelain')).toBe('');
  });

  it('stops at a conflict outside content/, naming the file and line, and commits nothing', () => {
    const { upstream, fork } = forkOfOneOh();
    commit(fork, 'An edit of the code', { 'src/app.ts': 'export const app = 10;\n' });
    const before = git(fork, 'rev-parse', 'HEAD');
    commit(upstream, '1.1.0', { 'package.json': '{ "version": "1.1.0" }\n', 'src/app.ts': 'export const app = 11;\n' });
    git(upstream, 'tag', 'v1.1.0');

    const result = take(fork, upstream);
    expect(result.status).not.toBe(0);
    expect(result.text).toContain('- `src/app.ts`, line 1');
    expect(result.text).toContain('the live site is as it was');
    expect(git(fork, 'rev-parse', 'HEAD')).toBe(before);
    expect(git(fork, 'status', '--porcelain')).toBe('');
  });

  it('says so when the fork already has the latest release, and proposes nothing', () => {
    const { upstream, fork } = forkOfOneOh();
    const result = take(fork, upstream);
    expect(result.status).toBe(0);
    expect(result.text).toContain('already has 1.0.0');
    expect(result.outputs).toContain('version=\n');
  });
});
