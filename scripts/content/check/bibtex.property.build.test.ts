import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layContent } from '../../test/overlay';
import { writeBibtexDocuments } from '../bibtex/documents';
import { checkContent } from './check';

// A few cases in `npm test`, each a whole content check; FUZZ_RUNS=40 (and FUZZ_SEED) ask for more.
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Entries as an export writes them, some broken: fields of any value, braces and quotes left open. */
const value = fc.oneof(
  fc.string({ maxLength: 30 }).map((text) => `{${text}}`),
  fc.string({ maxLength: 30 }).map((text) => `"${text}"`),
  fc.integer({ min: -1, max: 3000 }).map(String),
  fc.constantFrom('jan', 'nosuchmacro', '{10.1145/1.2}', '{https://doi.org/10.1/x}', '{http://x.org}', '{\\"o}'),
  fc.string({ maxLength: 12 }),
);
const field = fc.tuple(
  fc.constantFrom('title', 'TITLE', 'author', 'year', 'month', 'journal', 'doi', 'url', 'pdf', 'abstract', 'abbr', 'x'),
  value,
);
const entry = fc
  .tuple(
    fc.constantFrom('article', 'inproceedings', 'misc', 'proceedings', 'string'),
    fc.stringMatching(/^[A-Za-z0-9:_-]{0,12}$/),
    fc.array(field, { maxLength: 6 }),
    fc.boolean(),
  )
  .map(
    ([type, key, fields, closed]) =>
      `@${type}{${key},\n${fields.map(([name, text]) => `  ${name} = ${text},`).join('\n')}\n${closed ? '}' : ''}\n`,
  );

/** One case: the sections owner set with a generated .bib beside its own, checked, and built when accepted. */
async function checkCase(entries: string[]): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bibtex-check-'));
  try {
    layContent('tests/fixtures/content', ['tests/owners/sections'], dir);
    const text = entries.join('\n');
    writeFileSync(join(dir, 'sections/papers/generated.bib'), text);
    const issues = await checkContent(dir, 'content');
    const lines = text.split('\n').length;
    for (const issue of issues.filter((one) => one.file.endsWith('generated.bib'))) {
      expect(issue.line).toBeGreaterThanOrEqual(1);
      expect(issue.line).toBeLessThanOrEqual(lines);
      expect(issue.message).toMatch(/^entry .*: \S/);
    }
    expect(issues.filter((one) => !one.file.includes('sections/papers'))).toEqual([]);
    if (issues.length > 0) return;
    // Accepted: the writer lays every entry into a compiled collection.
    const generated = join(dir, '.generated');
    mkdirSync(join(generated, 'SectionEntry'), { recursive: true });
    writeFileSync(join(generated, 'SectionEntry/_index.json'), '[]');
    writeFileSync(join(generated, 'SectionEntry/_index.mjs'), 'export const allSectionEntries = []\n');
    writeBibtexDocuments(dir, generated);
    const docs = JSON.parse(readFileSync(join(generated, 'SectionEntry/_index.json'), 'utf8')) as unknown[];
    expect(docs.length).toBeGreaterThanOrEqual(3);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the content check over generated .bib files', () => {
  it('never crashes, names a line of the file for each problem, and what it accepts builds', {
    // Each case is a whole content check, a second or so.
    timeout: 20_000 + RUNS * 3_000,
  }, async () => {
    await fc.assert(fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 8 }), checkCase), {
      numRuns: RUNS,
      seed: SEED,
    });
  });
});
