import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentlayerEnv } from '../env';
import { layContent } from '../test/overlay';
import { makeSandbox } from '../test/sandbox';

// The fixture owner with every kind of entry JSON Resume has a list for (tests/resume/round-trip/),
// compiled and exported as resume.json; that file imported into an empty folder, compiled and
// exported again. What JSON Resume carries must come back the same (docs/resume.md's table).
const sandbox = makeSandbox();
const original = join(sandbox.dir, 'round-original');
const imported = join(sandbox.dir, 'round-imported');
type Doc = Record<string, unknown> & { _id: string };
type Side = { docs: Record<string, Doc[]>; resume: Record<string, unknown>; log: string };
let before: Side;
let after: Side;

const run = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: sandbox.dir, env, encoding: 'utf8' });

/** Compiles `content` and writes its résumé: the compiled documents by type, and resume.json. */
function compileAndExport(content: string, out: string): Side {
  const env = contentlayerEnv(sandbox.dir, { CONTENT_DIR: content });
  const compiled = run(env, 'scripts/content/build-content.ts');
  if (compiled.status !== 0) throw new Error(`${content} does not compile:\n${compiled.stdout}${compiled.stderr}`);
  const exported = run(env, 'scripts/resume/cli.ts', out);
  const generated = join(sandbox.dir, '.contentlayer/generated');
  const docs = Object.fromEntries(
    readdirSync(generated, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => [entry.name, JSON.parse(readFileSync(join(generated, entry.name, '_index.json'), 'utf8'))]),
  );
  const log = `${compiled.stdout}${compiled.stderr}${exported.stdout}${exported.stderr}`;
  return { docs, resume: JSON.parse(readFileSync(join(out, 'resume.json'), 'utf8')), log };
}

beforeAll(() => {
  layContent('tests/fixtures/content', ['tests/resume/round-trip'], original);
  before = compileAndExport(original, join(sandbox.dir, 'out-original'));
  const importing = run(
    process.env,
    'scripts/resume/import.ts',
    join(sandbox.dir, 'out-original/resume.json'),
    imported,
  );
  if (importing.status !== 0) throw new Error(`${importing.stdout}${importing.stderr}`);
  after = compileAndExport(imported, join(sandbox.dir, 'out-imported'));
}, 400_000);
afterAll(() => sandbox.remove());

/** The fields JSON Resume carries of each document, keyed so the two sides line up. */
const CARRIED: Record<string, { key: (doc: Doc) => string; fields: string[] }> = {
  Experience: {
    key: (doc) => String(doc.start),
    fields: [
      'title',
      'company',
      'client',
      'product',
      'start',
      'end',
      'location',
      'technologies',
      'summary',
      'achievements',
    ],
  },
  Project: {
    key: (doc) => String(doc.title),
    fields: [
      'title',
      'description',
      'features',
      'techStack',
      'github',
      'demo',
      'category',
      'start',
      'end',
      'roles',
      'order',
    ],
  },
  Education: {
    key: (doc) => String(doc.start),
    fields: ['degree', 'institution', 'start', 'end', 'location', 'website', 'score', 'highlights'],
  },
  Certification: { key: (doc) => String(doc.title), fields: ['title', 'provider', 'date', 'credentialUrl'] },
  SkillCategory: { key: (doc) => String(doc.order), fields: ['title', 'order'] },
  SectionEntry: {
    key: (doc) => `${doc.section}/${doc.title}`,
    fields: ['section', 'title', 'date', 'end', 'venue', 'summary', 'authors', 'tags', 'links'],
  },
};
const carried = (side: Side, type: string) => {
  const { key, fields } = CARRIED[type] ?? { key: () => '', fields: [] };
  return Object.fromEntries(
    (side.docs[type] ?? []).map((doc) => [
      key(doc),
      Object.fromEntries(fields.map((field) => [field, doc[field] ?? null])),
    ]),
  );
};

describe("the site's resume.json, imported back", () => {
  it('writes the same resume.json again', () => {
    expect(after.resume, after.log).toEqual(before.resume);
  });

  it.each(Object.keys(CARRIED))('gives back every %s with the fields JSON Resume carries', (type) => {
    expect(Object.keys(carried(before, type)).length).toBeGreaterThan(0);
    expect(carried(after, type)).toEqual(carried(before, type));
  });

  it('gives back the owner: name, title, intro, About paragraphs, contact details and profiles', () => {
    const pick = (side: Side) => {
      const site = (side.docs.Site ?? {}) as unknown as Doc;
      const { name, title, intro, about, email, phone, location, siteUrl } = site;
      const link = (value: unknown) => (value as { url?: string } | undefined)?.url;
      return {
        name,
        title,
        intro,
        about,
        email,
        phone,
        location,
        siteUrl,
        linkedin: link(site.linkedin),
        github: link(site.github),
      };
    };
    expect(pick(after)).toEqual(pick(before));
  });

  it("gives back each section's page in the résumé, and a volunteering's highlights as its page's list", () => {
    const sections = (side: Side) =>
      (side.docs.Page ?? [])
        .filter((page) => page.resume)
        .map((page) => page.path)
        .sort();
    expect(sections(after)).toEqual([
      '/awards',
      '/interests',
      '/languages',
      '/publications',
      '/references',
      '/volunteering',
    ]);
    expect(sections(after)).toEqual(sections(before));
    const body = (side: Side) => {
      const entry = (side.docs.SectionEntry ?? []).find((doc) => doc.section === 'volunteering');
      return (entry?.body as { raw: string } | undefined)?.raw.trim();
    };
    expect(body(after)).toBe(body(before));
  });
});
