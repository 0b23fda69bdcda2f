import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { stringify as toml } from 'smol-toml';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify as yaml } from 'yaml';
import { publicationOf, utcDay } from '../../src/content/model/publication';
import { checkContent } from '../content/check/check';
import { readData } from '../content/check/read';
import { contentlayerEnv } from '../env';
import { layContent } from '../test/overlay';
import { makeSandbox } from '../test/sandbox';
import { importPosts } from './import-posts';

// Front matter as no template writes it: any text, odd types, huge strings, dates in odd forms.
const hostile = fc.constantFrom(
  '\r\n',
  '\u0000',
  '\uD800',
  '\u202E',
  'e\u0301\u0301',
  '<script>',
  '{{< x >}}',
  '$x$',
  '北京',
  'مرحبا',
  '😀',
  '"',
  "'",
  '#',
  ': ',
);
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(fc.oneof(fc.string({ maxLength: 6 }), hostile), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.integer({ min: 190, max: 6000 }).map((n) => 'x'.repeat(n)),
);
const scalar = fc.oneof(text, fc.integer(), fc.double({ noNaN: true }), fc.boolean());
const odd = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
);
const date = fc.oneof(
  fc
    .date({ min: new Date('1800-01-01'), max: new Date('2300-01-01'), noInvalidDate: true })
    .map((day) => day.toISOString()),
  fc.constantFrom('2023-02-30', 'March 5, 2021', '2021', '5/3/2021', 'yesterday', '2020-1-5 10:00', ''),
  fc.integer({ min: 0, max: 4_000_000_000 }),
  odd,
);
const frontMatter = fc.record(
  {
    title: fc.oneof(text, odd),
    date,
    lastmod: date,
    description: fc.oneof(text, odd),
    summary: fc.oneof(text, odd),
    tags: fc.oneof(fc.array(fc.oneof(text, odd), { maxLength: 6 }), text),
    categories: fc.array(text, { maxLength: 3 }),
    draft: fc.oneof(fc.boolean(), text),
    cover: fc.oneof(fc.record({ image: text, alt: text }), text),
    extra: odd,
  },
  { requiredKeys: [] },
);
const post = fc.record({
  format: fc.constantFrom('yaml', 'toml'),
  data: frontMatter,
  body: fc.array(
    fc.oneof(text, hostile, fc.constantFrom('<!--more-->', '<pre>x</pre>', '![a](b.png)', '[l](http://x.y)')),
    {
      maxLength: 6,
    },
  ),
});

/** The post's file: TOML takes no null or empty key, so those are left out of it. */
function postFile({ format, data, body }: { format: string; data: Record<string, unknown>; body: string[] }): string {
  const fields = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  if (format === 'toml') {
    const clean = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(clean)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== ''))
          : value;
    return `+++\n${toml(clean(fields) as Record<string, unknown>)}\n+++\n${body.join('\n\n')}\n`;
  }
  return `---\n${yaml(fields)}---\n${body.join('\n\n')}\n`;
}

const sandbox = makeSandbox();
const source = join(sandbox.dir, 'fuzz-posts');
const content = join(sandbox.dir, 'fuzz-content');
afterAll(() => sandbox.remove());

/** A title or summary as a reader would see it written: trimmed, within the model's length, a title on one line. */
const plain = (value: unknown, max: number, oneLine = true): value is string =>
  typeof value === 'string' &&
  value === value.trim() &&
  !(oneLine && /\s\s|[^\S ]/.test(value)) &&
  value !== '' &&
  [...value].length <= max &&
  !/[\p{Cc}\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]|[\p{Mn}\p{Me}]{7,}/u.test(value);

describe('npm run import:posts on front matter no template writes', () => {
  it('never crashes, and what the check accepts compiles to the title and summary as written', async () => {
    layContent('tests/fixtures/content', [], content);
    mkdirSync(join(content, 'sections/fuzz'), { recursive: true });
    const expected = new Map<string, { title?: string; summary?: string }>();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(post, async (sample) => {
        const id = `p${++run}`;
        rmSync(source, { recursive: true, force: true });
        mkdirSync(source, { recursive: true });
        writeFileSync(join(source, `${id}.md`), postFile(sample));
        const result = await importPosts({ source, section: 'fuzz', contentDir: content });
        const entry = Object.entries(result.files).find(([path]) => path.startsWith('sections/fuzz/'));
        if (!entry) return;
        const file = join(content, 'sections/fuzz', `${id}.md`);
        writeFileSync(file, entry[1]);
        if (result.page) writeFileSync(join(content, result.page), result.files[result.page] as string);
        const issues = (await checkContent(content)).filter((issue) => issue.file.endsWith(`/${id}.md`));
        if (issues.length > 0) return rmSync(file);
        // A draft, or a post dated after today, is imported as such, and a build leaves it out.
        if (publicationOf(readData(file) as Record<string, unknown>, utcDay(new Date())) !== 'published') return;
        const { title, summary } = sample.data;
        expected.set(id, {
          ...(plain(title, 200) ? { title } : {}),
          ...(plain(summary, 4000, false) ? { summary } : {}),
        });
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40), seed: 55 },
    );
    expect(await checkContent(content)).toEqual([]);
    const compiled = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/build-content.ts'], {
      cwd: sandbox.dir,
      env: contentlayerEnv(sandbox.dir, { CONTENT_DIR: content }),
      encoding: 'utf8',
    });
    expect(compiled.status, `${compiled.stdout}${compiled.stderr}`).toBe(0);
    const entries = JSON.parse(
      readFileSync(join(sandbox.dir, '.contentlayer/generated/SectionEntry/_index.json'), 'utf8'),
    ) as { slug: string; title: string; summary?: string }[];
    for (const [id, want] of expected) {
      const got = entries.find((item) => item.slug === id);
      expect(got, id).toBeDefined();
      if (want.title !== undefined) expect(got?.title).toBe(want.title);
      if (want.summary !== undefined) expect(got?.summary).toBe(want.summary);
    }
    expect(expected.size).toBeGreaterThan(5);
  }, 600_000);
});
