import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionEntry } from '../../../src/content/model/sections';
import { ownerContent } from '../../test/overlay';
import { buildEnv } from '../../test/sandbox';
import { writeBibtexDocuments } from './documents';

type Doc = Record<string, unknown> & { section?: string; slug?: string; sourceFile?: string };

/** What the content compile reads, linked into a folder of its own: it writes .contentlayer/ there, never here. */
const LINKED = ['contentlayer.config.ts', 'src', 'scripts', 'node_modules', 'package.json', 'tsconfig.json'];

describe('a section made of a .bib file beside a Markdown entry, compiled', () => {
  const workspace = mkdtempSync(join(tmpdir(), 'bibtex-workspace-'));
  for (const name of LINKED) symlinkSync(join(process.cwd(), name), join(workspace, name));
  const content = join(workspace, 'content');
  const generated = join(workspace, '.contentlayer', 'generated');
  let result: ReturnType<typeof spawnSync>;
  const entries = () =>
    (JSON.parse(readFileSync(join(generated, 'SectionEntry', '_index.json'), 'utf8')) as Doc[]).filter(
      (doc) => doc.section === 'papers',
    );

  beforeAll(() => {
    ownerContent('sections', content);
    // What `npm run build` and `npm run typecheck` do first: the check, then the compile.
    result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/build-content.ts'], {
      cwd: workspace,
      env: { ...buildEnv(), CONTENT_DIR: content, PWD: workspace },
      encoding: 'utf8',
      timeout: 170_000,
    });
  }, 180_000);

  afterAll(() => rmSync(workspace, { recursive: true, force: true }));

  it('passes the check and compiles', () => {
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  });

  it('holds the Markdown entry and every entry of the .bib file, the proceedings none', () => {
    expect(entries().map((doc) => doc.slug)).toEqual([
      'teaching-notes',
      'fixture2023spot',
      'muller2021regions',
      'fixture2020retries',
    ]);
    expect(entries()[1]?.sourceFile).toMatch(/sections\/papers\/publications\.bib$/);
  });

  it('gives each .bib entry every field the compile gives a Markdown entry beyond its front matter', () => {
    const [markdown, ...fromBibtex] = entries();
    const computed = Object.keys(markdown ?? {}).filter((key) => !Object.hasOwn(sectionEntry.fields, key));
    expect(computed).toContain('readingMinutes');
    for (const doc of fromBibtex) expect(Object.keys(doc)).toEqual(expect.arrayContaining(computed));
  });

  it('makes the card of the .bib file as written: authors in reading order, the date as known, one DOI link', () => {
    expect(entries()[1]).toMatchObject({
      title: 'Spot Instances for CI: Cheaper Builds – Without the Wait',
      authors: ['Robin Fixture', 'Dana Okafor', 'et al.'],
      date: '2023-10-01T00:00:00.000Z',
      datePrecision: 'month',
      venue: 'Proceedings of the ACM Symposium on Cloud Computing',
      badge: 'SoCC',
      links: [
        expect.objectContaining({ kind: 'doi', url: 'https://doi.org/10.1145/3620678.3624650' }),
        expect.objectContaining({ kind: 'pdf' }),
      ],
      hasBody: false,
      hasBibtex: true,
    });
    expect(entries()[2]).toMatchObject({ slug: 'muller2021regions', datePrecision: 'year', hasBody: true });
  });

  it('lays the entries in again, not twice, when run again', () => {
    const before = entries().length;
    writeBibtexDocuments(content, generated);
    expect(entries()).toHaveLength(before);
    const module = readFileSync(join(generated, 'SectionEntry', '_index.mjs'), 'utf8');
    expect(module.match(/allSectionEntries\.push/g)).toHaveLength(1);
  });
});
