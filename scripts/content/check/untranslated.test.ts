import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layContent } from '../../test/overlay';
import { checkContent } from './check';
import { findUntranslated, formatUntranslated } from './untranslated';
import { listFiles } from './walk';
import { reportWarnings } from './warnings';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** The fixture content in English and Polish, with the given Polish files. */
function bilingual(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'untranslated-'));
  made.push(dir);
  layContent('tests/fixtures/content', [], dir);
  appendFileSync(join(dir, 'site.yaml'), 'languages: [en, pl]\n');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const quiet = () => vi.spyOn(console, 'log').mockImplementation(() => {});

describe('warnings for words not yet translated', () => {
  it('say in one line that a language has no translation yet, and fail nothing', async () => {
    const dir = bilingual();
    expect(await checkContent(dir, 'content')).toEqual([]);
    const warnings = findUntranslated(dir, 'content');
    expect(warnings.map((warning) => formatUntranslated(warning, 'en'))).toEqual([
      `Warning: content/pl:1 holds no Polish translation yet, so the Polish pages show the English text of all ${listFiles(dir).length} files; add each translation under its original's name, e.g. content/pl/site.yaml.`,
    ]);
  });

  it('name each file once, with the fields that show the English text', async () => {
    const dir = bilingual({
      'pl/experience/cloud-engineer.yaml': 'title: Inżynier chmury\ncompany: Nimbus Digital Solutions\n',
    });
    expect(await checkContent(dir, 'content')).toEqual([]);
    const lines = findUntranslated(dir, 'content').map((warning) => formatUntranslated(warning, 'en'));
    expect(lines).toContain(
      'Warning: content/pl/experience/cloud-engineer.yaml:1 leaves 4 fields (client, location, technologies and achievements) untranslated, so the Polish page shows the English text there until translated.',
    );
    expect(lines).toContain(
      'Warning: content/projects/cloud-pilot-cli.yaml:1 has no Polish translation (content/pl/projects/cloud-pilot-cli.yaml), so 5 fields (title, description, features, techStack and category) show the English text until translated.',
    );
    const files = lines.map((line) => /^Warning: (\S+):1 /.exec(line)?.[1]);
    expect(new Set(files).size).toBe(files.length);
    // messages.yaml needs no translation: the site's own words ship in Polish (src/messages/pl.json).
    expect(lines).toHaveLength(listFiles(dir).filter((path) => path !== 'messages.yaml').length);
  });

  it('count the fields, so a field named like a word reads as a name', () => {
    const page = { file: 'content/pages/projects.yaml', language: 'pl', fields: ['empty'] };
    expect(formatUntranslated(page, 'en')).toBe(
      'Warning: content/pages/projects.yaml:1 leaves 1 field (empty) untranslated, so the Polish page shows the English text there until translated.',
    );
    expect(formatUntranslated({ ...page, missing: 'content/pl/pages/projects.yaml' }, 'en')).toBe(
      'Warning: content/pages/projects.yaml:1 has no Polish translation (content/pl/pages/projects.yaml), so 1 field (empty) shows the English text until translated.',
    );
  });

  it('leave out a file translated in full, and read nested entries by position, counted from 0 as every message counts', () => {
    const dir = bilingual({
      'pl/social/github.yaml': 'name: GitHub\ndescription: Mój kod\n',
      'pl/skills/cloud-devops.yaml': `title: Chmura\nskills:\n${'  - name: x\n'.repeat(5)}  - {}\n`,
    });
    const warnings = findUntranslated(dir, 'content');
    expect(warnings.map((warning) => warning.file)).not.toContain('content/pl/social/github.yaml');
    expect(warnings.find((warning) => warning.file === 'content/pl/skills/cloud-devops.yaml')?.fields).toEqual([
      'skills[5].name',
    ]);
  });

  it("name a section entry's front matter words and its Markdown body, when its translation leaves them out", async () => {
    const entry = '---\ntitle: A first talk\ndate: 2024-01-15\nvenue: A conference\n---\n\nWhat the talk said.\n';
    const dir = bilingual({
      'pages/talks.yaml': 'path: /talks\nname: Talks\norder: 7\nmetaTitle: Talks\nmetaDescription: Talks.\n',
      'sections/talks/first-talk.md': entry,
      'sections/talks/second-talk.md': entry.replace('first', 'second'),
      'pl/sections/talks/first-talk.md': '---\ntitle: Pierwsze wystąpienie\n---\n',
      'pl/sections/talks/second-talk.md': '---\ntitle: Drugie\nvenue: Konferencja\n---\n\nCo powiedziałem.\n',
    });
    expect(await checkContent(dir, 'content')).toEqual([]);
    const fieldsOf = (file: string) =>
      findUntranslated(dir, 'content').find((warning) => warning.file === file)?.fields;
    expect(fieldsOf('content/pl/sections/talks/first-talk.md')).toEqual(['venue', 'body']);
    expect(fieldsOf('content/pl/sections/talks/second-talk.md')).toBeUndefined();
  });

  it('are printed beside the sample-value warnings, as GitHub annotations under Actions and in the job summary', () => {
    const dir = bilingual({ 'pl/social/github.yaml': 'name: GitHub\n' });
    const summary = join(dir, 'summary.md');
    quiet();
    const lines = reportWarnings(dir, true, summary);
    expect(lines).toContain(
      `::warning file=${dir}/pl/social/github.yaml,line=1,title=Untranslated (pl)::leaves 1 field (description) untranslated, so the Polish page shows the English text there until translated.`,
    );
    expect(readFileSync(summary, 'utf8')).toContain('### Text not yet translated');
  });

  it('stay silent for a site in one language', () => {
    const dir = bilingual();
    writeFileSync(
      join(dir, 'site.yaml'),
      readFileSync(join(dir, 'site.yaml'), 'utf8').replace('languages: [en, pl]\n', ''),
    );
    expect(findUntranslated(dir)).toEqual([]);
  });
});
