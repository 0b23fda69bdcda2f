import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What the workflows (workflows.test.ts) ask before they choose between the full suite and the
// content-commit check alone.
describe('scripts/test/content-only.sh', () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  const commit = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(repo, dirname(file)), { recursive: true });
      writeFileSync(join(repo, file), text);
    }
    git('add', '-A');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'change');
    return git('rev-parse', 'HEAD');
  };
  const contentOnly = (base: string) =>
    execFileSync('bash', [resolve('scripts/test/content-only.sh'), base, 'HEAD'], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();

  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'content-only-'));
    git('init', '-q');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('says true only when every changed file is under content/', () => {
    const first = commit({ 'content/site.yaml': 'name: A\n', 'src/app.ts': 'x\n' });
    const contentChange = commit({ 'content/site.yaml': 'name: B\n', 'content/skills/new.yaml': 'title: C\n' });
    expect(contentOnly(first)).toBe('content-only=true');
    commit({ 'src/app.ts': 'y\n' });
    expect(contentOnly(contentChange)).toBe('content-only=false');
    commit({ 'content/site.yaml': 'name: D\n', 'README.md': 'z\n' });
    expect(contentOnly(contentChange)).toBe('content-only=false');
  }, 30_000);

  it('says false for a first push or a base it does not know, so the full suite runs', () => {
    expect(contentOnly('0000000000000000000000000000000000000000')).toBe('content-only=false');
    expect(contentOnly('')).toBe('content-only=false');
    expect(contentOnly('1234567890abcdef1234567890abcdef12345678')).toBe('content-only=false');
  }, 30_000);
});
