import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkContent } from '../content/check/check';
import { findStandIns } from '../content/check/import-stand-ins';
import { readData } from '../content/check/read';
import { scratchDir } from '../test/scratch';

// The JSON Resume project's own sample (a copy of @jsonresume/schema's): every section, http:// links, a US phone number.
const SAMPLE = 'tests/resume/sample.resume.json';
const sample = JSON.parse(readFileSync(SAMPLE, 'utf8'));
const scratch = scratchDir('import-jsonresume');

/** How long one import may take on a loaded CI machine; a test running several says so in its timeout. */
const IMPORT_TIMEOUT = 60_000;
const importInto = (target: string, flags: string[] = [], source = SAMPLE, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/resume/import.ts', source, target, ...flags], {
    encoding: 'utf8',
    timeout: IMPORT_TIMEOUT,
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

  it('brings awards, publications, volunteering, languages, interests and references as sections with their pages', () => {
    const entry = (path: string) => readData(join(target, path));
    expect(entry('sections/awards/digital-compression-pioneer-award.md')).toEqual({
      title: sample.awards[0].title,
      date: sample.awards[0].date,
      venue: sample.awards[0].awarder,
      summary: sample.awards[0].summary,
    });
    expect(entry('sections/publications/video-compression-for-3d-media.md')).toMatchObject({
      title: sample.publications[0].name,
      venue: sample.publications[0].publisher,
      date: sample.publications[0].releaseDate,
      links: [{ kind: 'paper', url: sample.publications[0].url.replace('http:', 'https:') }],
    });
    expect(entry('sections/volunteering/teacher.md')).toMatchObject({
      title: 'Teacher',
      venue: 'CoderDojo',
      date: '2012-01-01',
      end: '2013-01-01',
    });
    expect(readFileSync(join(target, 'sections/volunteering/teacher.md'), 'utf8')).toContain(
      `- ${sample.volunteer[0].highlights[0]}`,
    );
    expect(entry('sections/languages/english.md')).toEqual({ title: 'English', summary: 'Native speaker' });
    expect(entry('sections/interests/wildlife.md')).toEqual({ title: 'Wildlife', tags: ['Ferrets', 'Unicorns'] });
    expect(entry('sections/references/erlich-bachman.md')).toMatchObject({ title: 'Erlich Bachman' });
    for (const page of ['awards', 'publications', 'volunteering', 'languages', 'interests', 'references'])
      expect(read(target, `pages/${page}.yaml`)).toMatchObject({ path: `/${page}`, resume: true });
  });

  it("keeps each job's summary, the degree's score and the project's dates and roles", () => {
    expect(read(target, 'experience/ceo-president-pied-piper.yaml').summary).toBe(sample.work[0].summary);
    expect(read(target, 'education/bachelor-in-information-technology.yaml').score).toBe('4.0');
    expect(read(target, 'projects/miss-direction.yaml')).toMatchObject({
      start: '2016-08-24',
      end: '2016-08-24',
      roles: ['Team lead', 'Designer'],
    });
  });

  it('lists plainly the little it could not map, and which stand-ins to replace', () => {
    expect(result.stdout).toContain('Not imported or changed');
    for (const line of ['basics.location.address', 'work[0].description', 'projects[0].entity'])
      expect(result.stdout).toContain(`  - ${line} (no field for it)`);
    expect(result.stdout).not.toMatch(/has no page for them|work\[0\]\.summary/);
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
    // JSON Resume's work url is the employer's website, not the product worked on.
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
  it('refuses a folder that is not a content folder, even with --force, and deletes nothing', {
    timeout: IMPORT_TIMEOUT,
  }, () => {
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

  it(
    'refuses to replace content without --force; with it, moves replaced files aside and keeps the rest',
    () => {
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
    },
    2 * IMPORT_TIMEOUT,
  );

  it('reads --force that npm took for itself (npm run import:jsonresume file dir --force)', {
    timeout: IMPORT_TIMEOUT,
  }, () => {
    const existing = join(scratch, 'swallowed');
    mkdirSync(existing);
    writeFileSync(join(existing, 'site.yaml'), 'name: Kept\n');
    const forced = importInto(existing, [], SAMPLE, { npm_config_force: 'true' });
    expect(forced.status, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('npm took --force for itself');
    rmSync(/moved to (.+)\/:/.exec(forced.stdout)?.[1] ?? '', { recursive: true, force: true });
  });

  it('reads a Windows-1252 (Latin-1) file and a file with a byte-order mark', { timeout: 2 * IMPORT_TIMEOUT }, () => {
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
