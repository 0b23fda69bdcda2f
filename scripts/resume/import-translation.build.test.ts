import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkContent } from '../content/check/check';
import { scratchDir } from '../test/scratch';

const require = createRequire(import.meta.url);
const SAMPLE = require.resolve('@jsonresume/schema/sample.resume.json');
const scratch = scratchDir('import-translation');

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/resume/import.ts', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, npm_config_force: '' },
  });

/** Every file under `dir` with its bytes, to tell whether an import touched them. */
const snapshot = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.ya?ml$/.test(path))
      .map((path) => [path, readFileSync(join(dir, path), 'utf8')]),
  );

// The JSON Resume project's sample, once as the English original and once in Polish, with one role more.
const target = join(scratch, 'content');
const polish = join(scratch, 'resume.pl.json');
const sample = JSON.parse(readFileSync(SAMPLE, 'utf8'));
run(SAMPLE, target);
appendFileSync(join(target, 'site.yaml'), 'languages: [en, pl]\n');
const resume = structuredClone(sample);
resume.basics.label = 'Programista';
resume.work[0].position = 'Prezes';
resume.work[0].highlights = ['Algorytm dla artystów', 'Wygrana w Techcrunch Disrupt', 'Rekord świata'];
resume.skills[0].name = 'Tworzenie stron';
resume.skills[0].keywords = ['HTML', 'CSS'];
resume.work.push({ name: 'Hooli', position: 'Nowa rola', startDate: '2019-01-01' });
writeFileSync(polish, JSON.stringify(resume));
const originals = snapshot(target);
const result = run(polish, target, '--language', 'pl');
const read = (path: string) => parse(readFileSync(join(target, path), 'utf8'));

// Each case runs the importer as a process, as the owner does: seconds apiece on a busy machine.
describe('npm run import:jsonresume -- <resume> content --language pl', { timeout: 30_000 }, () => {
  it('writes the words of each matched entry into content/pl/ under its original name, and no original', () => {
    expect(result.status, result.stderr).toBe(0);
    const originalsAfter = Object.fromEntries(
      Object.entries(snapshot(target)).filter(([path]) => !path.startsWith('pl/')),
    );
    expect(originalsAfter).toEqual(originals);
    const role = 'pl/experience/ceo-president-pied-piper.yaml';
    expect(read(role)).toEqual({
      title: 'Prezes',
      company: 'Pied Piper',
      location: sample.work[0].location,
      summary: sample.work[0].summary,
      achievements: resume.work[0].highlights,
    });
    expect(readFileSync(join(target, role), 'utf8').split('\n')[0]).toBe(
      '# yaml-language-server: $schema=../../../schemas/experience.translation.schema.json',
    );
    expect(read('pl/site.yaml')).toMatchObject({ title: 'Programista' });
    expect(read('pl/site.yaml')).not.toHaveProperty('email');
  });

  it('leaves content the check passes, naming what is still in English as warnings only', async () => {
    expect(await checkContent(target)).toEqual([]);
  });

  it('lists the entries that match no original and the lists of another length', () => {
    expect(result.stdout).toContain('  - experience: "Nowa rola" matches no file in');
    expect(result.stdout).toContain(
      '  - pl/skills/web-development.yaml: skills: 2 entries where the original has 3, so they stay in its words',
    );
    expect(existsSync(join(target, 'pl/experience/nowa-rola-hooli.yaml'))).toBe(false);
  });

  it('refuses a language site.yaml does not declare, saying how to declare it, and the default language', () => {
    const german = run(polish, target, '--language=de');
    expect(german.status).toBe(1);
    expect(german.stderr).toContain('site.yaml does not declare de; add it first ("languages: [en, pl, de]")');
    expect(existsSync(join(target, 'de'))).toBe(false);
    expect(run(polish, target, '--language', 'en').stderr).toContain('import without --language');
  });

  it('replaces earlier translations only with --force, moving them aside outside the content folder', async () => {
    const again = run(polish, target, '--language', 'pl');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('nothing was written. Add --force');
    const forced = run(polish, target, '--language', 'pl', '--force');
    expect(forced.status, forced.stderr).toBe(0);
    const aside = /Replaced files were moved to (.+)\/:/.exec(forced.stdout)?.[1] ?? '';
    expect(aside.startsWith(`${target}.before-import-`)).toBe(true);
    expect(existsSync(join(aside, 'pl/site.yaml'))).toBe(true);
    expect(await checkContent(target)).toEqual([]);
  }, 60_000);
});
