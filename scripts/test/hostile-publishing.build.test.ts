/**
 * The front-matter fields bloggers bring, as a property: `date`, `updated` and `draft` written
 * every way an owner might (quoted, as a timestamp, as `yes`, left empty), and other generators'
 * fields beside them. Each entry is refused at the line of the field that is wrong, or built: on
 * the site, with its update shown, when it is published on the build's day, and in no file of the
 * build when it is a draft or dated after that day. Never a crash.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicationOf } from '../../src/content/model/publication';
import { checkContent, formatIssue } from '../content/check/check';
import { layContent } from './overlay';
import { buildEnv, makeSandbox } from './sandbox';
import { scratchDir } from './scratch';

const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const SEED = Number(process.env.FUZZ_SEED ?? 54);
const BUILD_DATE = '2030-06-15';
const scratch = scratchDir('hostile-publishing');

/** A value as written after `field: `, and what it is once read: a day, a flag, nothing, or a mistake. */
type Written = { text: string; reads: { day: string } | { flag: boolean } | 'absent' | 'wrong' };

const day = fc.integer({ min: 10, max: 20 }).map((d) => `2030-06-${d}`);
/** A date: mostly a day around the build's, sometimes quoted, left empty or written wrong. */
const dateValue = (none: number): fc.Arbitrary<Written | null> =>
  fc.oneof(
    { weight: none, arbitrary: fc.constant(null) },
    { weight: 6, arbitrary: day.map((text) => ({ text, reads: { day: text } })) },
    { weight: 2, arbitrary: day.map((text) => ({ text: `"${text}"`, reads: { day: text } })) },
    { weight: 1, arbitrary: fc.constantFrom('~', '').map((text) => ({ text, reads: 'absent' as const })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("''", 'tomorrow', '2030-02-30', '2030-06-16T10:00:00Z', '20300616', '2030-6-1', '[2030-06-16]')
        .map((text) => ({ text, reads: 'wrong' as const })),
    },
  );
const draftValue: fc.Arbitrary<Written | null> = fc.oneof(
  { weight: 5, arbitrary: fc.constant(null) },
  { weight: 5, arbitrary: fc.constantFrom(true, false).map((flag) => ({ text: String(flag), reads: { flag } })) },
  { weight: 1, arbitrary: fc.constantFrom('~', '').map((text) => ({ text, reads: 'absent' as const })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom("''", 'yes', '"true"', '1', 'on', 'True!')
      .map((text) => ({ text, reads: 'wrong' as const })),
  },
);
/** Another generator's line, in one entry in six. */
const foreign = fc.oneof(
  { weight: 5, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'description: Brought over as it was.',
      'pubDatetime: 2030-06-01T10:00:00Z',
      'lastmod: 2030-06-02',
      'categories: [Go, Cloud]',
      'slug: another-address',
      'ShowToc: true',
      'published: false',
      'cover: assets/portrait.jpg',
      'author: Robin Fixture',
      'PermaLink: /old/address',
    ),
  },
);
const entryCase = fc.record({ date: dateValue(2), updated: dateValue(12), draft: draftValue, foreign });
type Case = { date: Written | null; updated: Written | null; draft: Written | null; foreign: string | null };

/** The entry's file, and the line each field is on. */
function entryFile(index: number, value: Case) {
  const lines = ['---', `title: Case ${index} Zq${index}x`, `summary: The ${index}th case.`];
  const at: Record<string, number> = {};
  for (const field of ['date', 'updated', 'draft'] as const) {
    const written = value[field];
    if (!written) continue;
    lines.push(`${field}: ${written.text}`);
    at[field] = lines.length;
  }
  if (value.foreign) {
    lines.push(value.foreign);
    at.foreign = lines.length;
  }
  lines.push('---', '', `Words of case ${index}, Zq${index}x, in its body.`, '');
  return { text: lines.join('\n'), at };
}

/** The lines the check must refuse, and the entry as the site reads it when it refuses none. */
function oracle(value: Case, at: Record<string, number>) {
  const lines = new Set<number>();
  const dayOf = (written: Written | null) =>
    written && typeof written.reads === 'object' && 'day' in written.reads ? written.reads.day : null;
  for (const field of ['date', 'updated', 'draft'] as const)
    if (value[field]?.reads === 'wrong') lines.add(at[field] as number);
  if (value.foreign) lines.add(at.foreign as number);
  const date = dayOf(value.date);
  const updated = dayOf(value.updated);
  const dated = value.date !== null && value.date.reads !== 'absent';
  if (updated && date && updated < date) lines.add(at.updated as number);
  if (updated && !dated) lines.add(at.updated as number);
  const draft =
    value.draft && typeof value.draft.reads === 'object' && 'flag' in value.draft.reads && value.draft.reads.flag;
  return { lines, publication: publicationOf({ draft, ...(date ? { date } : {}) }, BUILD_DATE), updated };
}

type Accepted = { index: number; want: ReturnType<typeof oracle> };

/** Checks each case on its own content; the accepted ones go into `site` for one build. */
async function checkCases(cases: Case[], site: string): Promise<{ failures: string[]; accepted: Accepted[] }> {
  const failures: string[] = [];
  const accepted: Accepted[] = [];
  for (const [index, value] of cases.entries()) {
    const dir = join(scratch, `case-${index}`);
    layContent('tests/fixtures/content', ['tests/fixtures/publishing'], dir);
    const { text, at } = entryFile(index, value);
    const file = `sections/writing/case-${index}.md`;
    writeFileSync(join(dir, file), text);
    const want = oracle(value, at);
    let issues: Awaited<ReturnType<typeof checkContent>> = [];
    try {
      issues = await checkContent(dir, 'content');
    } catch (error) {
      failures.push(`case ${index} crashed the check: ${error}\n${text}`);
      continue;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const lines = new Set(issues.filter((issue) => issue.file === `content/${file}`).map((issue) => issue.line));
    const elsewhere = issues.filter((issue) => issue.file !== `content/${file}`);
    if (elsewhere.length > 0) failures.push(`case ${index} was refused elsewhere: ${elsewhere.map(formatIssue)}`);
    if ([...want.lines].sort().join() !== [...lines].sort().join())
      failures.push(
        `case ${index}: refused at lines ${[...lines]}, not ${[...want.lines]}:\n${text}\n${issues.map(formatIssue).join('\n')}`,
      );
    if (lines.size === 0 && want.lines.size === 0) {
      writeFileSync(join(site, file), text);
      accepted.push({ index, want });
    }
  }
  return { failures, accepted };
}

/** Builds `site` on the build's day in the sandbox; what is wrong with each accepted case in what it wrote. */
function buildCases(site: string, sandboxDir: string, accepted: Accepted[]): string[] {
  const dist = join(scratch, 'dist');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/index.ts'], {
    cwd: sandboxDir,
    env: { ...buildEnv(), CONTENT_DIR: site, DIST_DIR: dist, BUILD_DATE, GITHUB_FACTS: 'off', GITHUB_ACTIONS: '' },
    encoding: 'utf8',
    timeout: 200_000,
  });
  if (result.status !== 0) return [`the build failed:\n${`${result.stdout}${result.stderr}`.slice(-3000)}`];
  const texts = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(html|xml|json|js|txt)$/.test(name))
    .map((name) => readFileSync(join(dist, name), 'utf8'))
    .join('\n');
  const failures: string[] = [];
  for (const { index, want } of accepted) {
    const word = `Zq${index}x`;
    if (want.publication !== 'published') {
      if (texts.includes(word)) failures.push(`case ${index}, ${want.publication}, is in the build`);
      continue;
    }
    const page = join(dist, `writing/case-${index}/index.html`);
    const html = existsSync(page) ? readFileSync(page, 'utf8') : '';
    if (!html) failures.push(`case ${index} is published, but has no page`);
    else if (!html.includes(word)) failures.push(`case ${index}'s page does not show its title`);
    if (want.updated && !html.includes(`"dateModified":"${want.updated}"`))
      failures.push(`case ${index}'s page does not say it was updated on ${want.updated}`);
  }
  return failures;
}

describe('section entries with hostile dates, drafts and fields from other generators', () => {
  it('are refused at the line of the field that is wrong, or built as published, scheduled or draft on the day', {
    timeout: 240_000 + RUNS * 2_000,
  }, async () => {
    const cases = fc.sample(entryCase, { numRuns: RUNS, seed: SEED }) as Case[];
    const site = join(scratch, 'site');
    layContent('tests/fixtures/content', ['tests/fixtures/publishing'], site);
    const { failures, accepted } = await checkCases(cases, site);
    const sandbox = makeSandbox();
    try {
      failures.push(...buildCases(site, sandbox.dir, accepted));
    } finally {
      sandbox.remove();
    }
    const published = accepted.filter(({ want }) => want.publication === 'published').length;
    console.log(
      `Hostile publishing (seed ${SEED}): ${cases.length} entries, ${cases.length - accepted.length} refused at their lines, ${accepted.length} built (${published} published).`,
    );
    expect(failures).toEqual([]);
  });
});
