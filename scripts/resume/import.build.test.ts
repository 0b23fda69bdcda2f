import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkContent } from '../content/check/check';
import { findStandIns } from '../content/check/import-stand-ins';
import { scratchDir } from '../test/scratch';

const require = createRequire(import.meta.url);
// The JSON Resume project's own sample: every section, http:// links, a US phone number.
const SAMPLE = require.resolve('@jsonresume/schema/sample.resume.json');
const sample = JSON.parse(readFileSync(SAMPLE, 'utf8'));
const scratch = scratchDir('import-jsonresume');

const importInto = (target: string, flags: string[] = [], source = SAMPLE, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/resume/import.ts', source, target, ...flags], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, npm_config_force: '', ...env },
  });
const read = (dir: string, path: string) => parse(readFileSync(join(dir, path), 'utf8'));

describe('npm run import:jsonresume', () => {
  const target = join(scratch, 'content');
  const result = importInto(target);

  it('writes a content tree that passes the content check', async () => {
    expect(result.status, result.stderr).toBe(0);
    expect(await checkContent(target)).toEqual([]);
  });

  it('carries the basics, the jobs, skills and degrees over', () => {
    const site = read(target, 'site.yaml');
    expect(site).toMatchObject({ name: sample.basics.name, title: sample.basics.label, email: sample.basics.email });
    expect(site.siteUrl).toBe(sample.basics.url.replace('http://', 'https://'));
    const job = read(target, 'experience/ceo-president-pied-piper.yaml');
    expect(job).toMatchObject({ title: sample.work[0].position, company: sample.work[0].name });
    expect(job.achievements).toEqual(sample.work[0].highlights);
    const skills = read(target, 'skills/web-development.yaml');
    expect(skills.skills.map((skill: { name: string }) => skill.name)).toEqual(sample.skills[0].keywords);
  });

  it('lists plainly what it could not map and which stand-ins to replace', () => {
    expect(result.stdout).toContain('Not imported or changed');
    for (const line of [
      'volunteer: 1 entry',
      'languages: 1 entry',
      'awards: 1 entry',
      'work[0].summary',
      'work[0].url',
    ])
      expect(result.stdout).toContain(`  - ${line}`);
    expect(result.stdout).toContain('Stand-ins to replace with your own');
    expect(result.stdout).toMatch(/site\.yaml: linkedin\.url \(no LinkedIn profile\)/);
  });

  it('writes no invented value where the model lets a field be left out, and marks every stand-in for the check', () => {
    const all = readdirSync(target, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.yaml'))
      .map((path) => readFileSync(join(target, path), 'utf8'))
      .join('\n');
    for (const standIn of ['- —', 'Location', 'https://example.com', 'https://github.com/\n', 'level: 70'])
      expect(all).not.toContain(standIn);
    expect(read(target, 'experience/ceo-president-pied-piper.yaml')).not.toHaveProperty('product');
    const site = read(target, 'site.yaml');
    expect(site.about.join(' ')).not.toContain(site.intro);
    const warned = findStandIns(target, 'content').map((standIn) => `${standIn.file} ${standIn.field}`);
    expect(warned).toEqual(
      expect.arrayContaining([
        'content/site.yaml linkedin.url',
        'content/site.yaml portrait',
        'content/education/bachelor-in-information-technology.yaml location',
        'content/projects/miss-direction.yaml github',
        'content/skills/web-development.yaml skills[0].level',
      ]),
    );
  });
});

describe('where the import may write', () => {
  it('refuses a folder that is not a content folder, even with --force, and deletes nothing', () => {
    const project = join(scratch, 'project');
    for (const dir of ['.git', 'src', 'content']) mkdirSync(join(project, dir), { recursive: true });
    writeFileSync(join(project, 'package.json'), '{}');
    writeFileSync(join(project, 'site.yaml'), 'name: Kept\n');
    const refused = importInto(project, ['--force']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/is not a content folder \(it holds .*package\.json.*\); nothing was written/);
    expect(readdirSync(project).sort()).toEqual(['.git', 'content', 'package.json', 'site.yaml', 'src']);
    expect(readFileSync(join(project, 'site.yaml'), 'utf8')).toBe('name: Kept\n');
  });

  it('refuses to replace content without --force; with it, moves replaced files aside and keeps the rest', () => {
    const existing = join(scratch, 'existing');
    mkdirSync(join(existing, 'experience'), { recursive: true });
    mkdirSync(join(existing, 'assets'), { recursive: true });
    writeFileSync(join(existing, 'site.yaml'), 'name: Kept\n');
    writeFileSync(join(existing, 'experience/older-role.yaml'), 'title: Mine\n');
    writeFileSync(join(existing, 'assets/portrait.jpg'), 'my face');
    const refused = importInto(existing);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('nothing was written. Add --force');
    expect(readFileSync(join(existing, 'site.yaml'), 'utf8')).toBe('name: Kept\n');

    const forced = importInto(existing, ['--force']);
    expect(forced.status, forced.stderr).toBe(0);
    const aside = /Replaced files were moved to (.+)\/:/.exec(forced.stdout)?.[1] ?? '';
    expect(readFileSync(join(aside, 'site.yaml'), 'utf8')).toBe('name: Kept\n');
    expect(readFileSync(join(existing, 'experience/older-role.yaml'), 'utf8')).toBe('title: Mine\n');
    expect(readFileSync(join(existing, 'assets/portrait.jpg'), 'utf8')).toBe('my face');
    expect(forced.stdout).toContain('  - experience/older-role.yaml');
    rmSync(aside, { recursive: true });
  }, 60_000);

  it('reads --force that npm took for itself (npm run import:jsonresume file dir --force)', () => {
    const existing = join(scratch, 'swallowed');
    mkdirSync(existing);
    writeFileSync(join(existing, 'site.yaml'), 'name: Kept\n');
    const forced = importInto(existing, [], SAMPLE, { npm_config_force: 'true' });
    expect(forced.status, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('npm took --force for itself');
    rmSync(/moved to (.+)\/:/.exec(forced.stdout)?.[1] ?? '', { recursive: true, force: true });
  });

  it('reads a Windows-1252 (Latin-1) file and a file with a byte-order mark', () => {
    const latin1 = join(scratch, 'latin1.json');
    writeFileSync(latin1, Buffer.from('{"basics":{"name":"Ren\xe9e M\xfcller","email":"r@example.org"}}', 'latin1'));
    const latin = importInto(join(scratch, 'from-latin1'), [], latin1);
    expect(latin.status, latin.stderr).toBe(0);
    expect(read(join(scratch, 'from-latin1'), 'site.yaml').name).toBe('Renée Müller');
    expect(latin.stdout).toContain('read as Windows-1252');
    const bom = join(scratch, 'bom.json');
    writeFileSync(bom, `\uFEFF${JSON.stringify(sample)}`);
    expect(importInto(join(scratch, 'from-bom'), [], bom).status).toBe(0);
    expect(existsSync(join(scratch, 'from-bom/site.yaml'))).toBe(true);
  });
});
