import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContent, formatIssue } from '../content/check/check';
import { scratchDir } from '../test/scratch';
import { fromJsonResume } from './from-json-resume';

const scratch = scratchDir('import-property');

// Odd but plausible values: any text, hostile characters, very long words, near-miss dates and links.
const hostile = fc.constantFrom(
  '\r\n',
  '\u0000',
  '\uD800',
  '\u202E',
  'e\u0301\u0301\u0301',
  "$'",
  '$&',
  'ü',
  '北京',
  'مرحبا',
  '😀',
);
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), hostile), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.integer({ min: 150, max: 5000 }).map((n) => 'x'.repeat(n)),
);
const value = fc.oneof(text, fc.integer(), fc.constant(null), fc.constant({}), fc.constant([]));
const date = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 33 }))
    .map(([y, m, d]) => `${y}-${m}-${d}`),
  fc.constantFrom('2015-06', '2014', '2020-1-5', '2021-02-29', '2020-02-29', 'Present', ''),
  value,
);
const url = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom(
    'https://user:pass@example.org/x',
    'http://example.org',
    'javascript:alert(1)',
    'https://x:99999',
    'ftp://a.b',
  ),
  value,
);
const email = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((address) => `${address}\r\nBcc: a@b.co`),
  value,
);
const strings = fc.oneof(fc.array(text, { maxLength: 4 }), fc.array(text, { minLength: 99, maxLength: 130 }), value);
const entry = fc.record(
  {
    name: text,
    position: text,
    institution: text,
    studyType: text,
    area: text,
    issuer: text,
    url,
    startDate: date,
    endDate: date,
    date,
    location: text,
    description: text,
    summary: text,
    type: text,
    level: fc.oneof(text, fc.constantFrom('Expert', 'constructor', '__proto__')),
    highlights: strings,
    keywords: strings,
    courses: strings,
    title: text,
    awarder: text,
    publisher: text,
    releaseDate: date,
    organization: text,
    reference: text,
    language: text,
    fluency: text,
    venue: text,
    score: text,
    authors: strings,
    roles: strings,
    repository: url,
    product: url,
  },
  { requiredKeys: [] },
);
const resume = fc.record(
  {
    basics: fc.record(
      {
        name: text,
        label: text,
        email,
        phone: fc.oneof(text, fc.constant('+1 (555) 010-0000')),
        url,
        summary: text,
        location: fc.record({ city: text, region: text, countryCode: text }, { requiredKeys: [] }),
        profiles: fc.array(fc.record({ network: text, url, username: text }, { requiredKeys: [] }), { maxLength: 4 }),
      },
      { requiredKeys: [] },
    ),
    work: fc.array(entry, { maxLength: 5 }),
    projects: fc.array(entry, { maxLength: 4 }),
    skills: fc.array(entry, { maxLength: 4 }),
    education: fc.array(entry, { maxLength: 3 }),
    certificates: fc.array(entry, { maxLength: 3 }),
    languages: fc.array(entry, { maxLength: 2 }),
    awards: fc.array(entry, { maxLength: 3 }),
    publications: fc.array(entry, { maxLength: 3 }),
    volunteer: fc.array(entry, { maxLength: 3 }),
    interests: fc.array(entry, { maxLength: 2 }),
    references: fc.array(entry, { maxLength: 2 }),
    talks: fc.array(entry, { maxLength: 2 }),
  },
  { requiredKeys: [] },
);

let run = 0;
describe('the JSON Resume import, on generated input', () => {
  it('writes content the check passes, whatever the file holds', async () => {
    await fc.assert(
      fc.asyncProperty(resume, async (input) => {
        const dir = join(scratch, String(run++));
        const { files } = fromJsonResume(input);
        for (const [path, text] of Object.entries(files)) {
          mkdirSync(dirname(join(dir, path)), { recursive: true });
          writeFileSync(join(dir, path), text);
        }
        mkdirSync(join(dir, 'assets'), { recursive: true });
        copyFileSync('tests/fixtures/content/assets/portrait.jpg', join(dir, 'assets/portrait.jpg'));
        const issues = (await checkContent(dir, 'content')).map(formatIssue);
        rmSync(dir, { recursive: true });
        expect(issues, issues.join('\n')).toEqual([]);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
    );
  }, 120_000);
});
