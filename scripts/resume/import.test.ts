// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkContent } from '../content/check/check';

const require = createRequire(import.meta.url);
// The JSON Resume project's own sample: every section, http:// links, a US phone number.
const SAMPLE = require.resolve('@jsonresume/schema/sample.resume.json');
const scratch = mkdtempSync(join(tmpdir(), 'import-jsonresume-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const importInto = (target: string, ...flags: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/resume/import.ts', SAMPLE, target, ...flags], {
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('npm run import:jsonresume', () => {
  const target = join(scratch, 'content');
  const result = importInto(target);

  it('writes a content tree that passes the content check', () => {
    expect(result.status, result.stderr).toBe(0);
    expect(checkContent(target)).toEqual([]);
  });

  it('carries the basics, the jobs, skills and degrees over', () => {
    const site = parse(readFileSync(join(target, 'site.yaml'), 'utf8'));
    const sample = JSON.parse(readFileSync(SAMPLE, 'utf8'));
    expect(site).toMatchObject({ name: sample.basics.name, title: sample.basics.label, email: sample.basics.email });
    expect(site.siteUrl).toBe(sample.basics.url.replace('http://', 'https://'));
    const job = parse(readFileSync(join(target, 'experience/ceo-president-pied-piper.yaml'), 'utf8'));
    expect(job).toMatchObject({ title: sample.work[0].position, company: sample.work[0].name });
    expect(job.achievements).toEqual(sample.work[0].highlights);
    const skills = parse(readFileSync(join(target, 'skills/web-development.yaml'), 'utf8'));
    expect(skills.skills.map((skill: { name: string }) => skill.name)).toEqual(sample.skills[0].keywords);
  });

  it('lists plainly what it could not map and which stand-ins to replace', () => {
    expect(result.stdout).toContain('Not imported (the site has no place for these):');
    expect(result.stdout).toContain('  - volunteer: 1 entry');
    expect(result.stdout).toContain('  - education[0].score (no field for it)');
    expect(result.stdout).toContain('Stand-ins to replace with your own:');
    expect(result.stdout).toMatch(/site\.yaml: linkedin\.url \(no LinkedIn profile\)/);
  });

  it('refuses to overwrite existing content without --force, and replaces it with', () => {
    const existing = join(scratch, 'existing');
    mkdirSync(existing);
    writeFileSync(join(existing, 'site.yaml'), 'name: Kept\n');
    const refused = importInto(existing);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('already holds content; nothing was written. Add --force to replace it.');
    expect(readFileSync(join(existing, 'site.yaml'), 'utf8')).toBe('name: Kept\n');
    expect(importInto(existing, '--force').status).toBe(0);
    expect(checkContent(existing)).toEqual([]);
  }, 120_000);
});
