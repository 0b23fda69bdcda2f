import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_VALUES } from '../../../src/content/placeholders';
import { materialize } from '../../../tests/content/cases';
import { findSampleMentions } from './sample-mentions';
import { reportWarnings } from './warnings';

/** Replaces text in every YAML file of a content dir. */
function swapEverywhere(dir: string, pairs: [string, string][]) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.yaml')) continue;
    const file = join(entry.parentPath, entry.name);
    let text = readFileSync(file, 'utf8');
    for (const [from, to] of pairs) text = text.split(from).join(to);
    writeFileSync(file, text);
  }
}

/** The fixture turned into the sample: the sample owner's name, email and links in every file. */
function sample() {
  const content = materialize();
  swapEverywhere(content.dir, [
    ['Robin Fixture', SAMPLE_VALUES.name],
    ['robin@fixture.test', SAMPLE_VALUES.email],
    ['https://www.linkedin.com/in/robin-fixture', SAMPLE_VALUES.profiles[0]],
    ['https://github.com/robin-fixture', SAMPLE_VALUES.profiles[1]],
  ]);
  return content;
}

const printed = () => vi.spyOn(console, 'log').mockImplementation(() => {});
afterEach(() => vi.restoreAllMocks());

describe('the sample owner left in any field', () => {
  it('finds the sample name, email, phone and links inside longer text, at file, line and field', () => {
    const content = sample();
    try {
      const traces = findSampleMentions(content.dir, 'content').map((t) => `${t.file}:${t.line} ${t.field}`);
      expect(traces).toEqual(
        expect.arrayContaining([
          'content/site.yaml:9 description',
          'content/site.yaml:30 phone',
          'content/site.yaml:39 portraitAlt',
          'content/projects/cloud-pilot-cli.yaml:12 github',
          'content/pages/home.yaml:6 metaDescription',
          'content/pages/contact.yaml:7 metaDescription',
        ]),
      );
    } finally {
      content.remove();
    }
  });

  it('gives the untouched sample its placeholder warnings and one short note for the rest', () => {
    const content = sample();
    printed();
    try {
      const lines = reportWarnings(content.dir);
      const notes = lines.filter((line) => line.startsWith('Note: '));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatch(/still the sample owner's content: \d+ more fields in \d+ files/);
      expect(lines.filter((line) => line.includes('mentions the sample owner'))).toEqual([]);
    } finally {
      content.remove();
    }
  });

  it('names each field still mentioning the sample owner once the owner changed name, greeting and email', () => {
    const content = sample();
    const site = join(content.dir, 'site.yaml');
    writeFileSync(
      site,
      readFileSync(site, 'utf8')
        .replace(`name: ${SAMPLE_VALUES.name}`, 'name: Dana Owner')
        .replace(`greeting: Hi, I'm ${SAMPLE_VALUES.name}`, "greeting: Hi, I'm Dana")
        .replace(`email: ${SAMPLE_VALUES.email}`, 'email: dana@owner.test'),
    );
    const summary = join(content.dir, 'summary.md');
    printed();
    try {
      const lines = reportWarnings(content.dir, true, summary).filter((line) => line.includes('Sample owner'));
      const at = (file: string, line: number) => lines.find((l) => l.includes(`${file},line=${line},`));
      expect(at('site.yaml', 9)).toContain(`description still mentions the sample owner's "${SAMPLE_VALUES.name}"`);
      expect(at('pages/home.yaml', 6)).toContain('metaDescription still mentions');
      expect(at('pages/contact.yaml', 7)).toContain('metaDescription still mentions');
      expect(at('pages/projects.yaml', 7)).toContain('metaDescription still mentions');
      expect(lines.every((line) => line.startsWith('::warning '))).toBe(true);
      const text = readFileSync(summary, 'utf8');
      expect(text).toContain('### Sample values left in content');
      expect(text).toMatch(/pages\/home\.yaml:6` metaDescription still mentions/);
    } finally {
      content.remove();
    }
  });

  it('finds nothing in content that never held the sample owner’s words', () => {
    const content = materialize();
    try {
      const site = join(content.dir, 'site.yaml');
      writeFileSync(site, readFileSync(site, 'utf8').replace(SAMPLE_VALUES.phone, '+420 601 234 567'));
      expect(findSampleMentions(content.dir)).toEqual([]);
    } finally {
      content.remove();
    }
  });
});
