import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sectionsPlugin } from './sections';

type Hook = { handler: (...args: unknown[]) => unknown };

describe('the sections build plugin', () => {
  const root = mkdtempSync(join(tmpdir(), 'sections-plugin-'));
  const generated = join(root, '.contentlayer', 'generated');
  mkdirSync(join(generated, 'SectionEntry'), { recursive: true });
  const entry = (section: string, slug: string, html: string) => ({
    section,
    slug,
    hasBody: html !== '',
    body: { html },
    toc: [],
  });
  writeFileSync(
    join(generated, 'SectionEntry', '_index.json'),
    JSON.stringify([entry('talks', 'a-talk', ''), entry('writing', 'a-post', '<p>Words of the post.</p>')]),
  );
  const plugin = sectionsPlugin('.contentlayer/generated');
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  const load = (id: string) =>
    (plugin.load as Hook).handler.call({ addWatchFile: () => {} }, `\0${id}`) as Promise<string>;
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('leaves hidden pages and sections with no entries out of the page list the site reads', () => {
    const page = (path: string, hidden?: boolean) => ({ path, name: path, ...(hidden ? { hidden } : {}) });
    const pages = [page('/'), page('/projects', true), page('/talks'), page('/empty'), page('/writing', true)];
    const out = (plugin.transform as Hook).handler(JSON.stringify(pages), join(generated, 'Page', '_index.json')) as {
      code: string;
    };
    expect((JSON.parse(out.code) as { path: string }[]).map((p) => p.path)).toEqual(['/', '/talks']);
  });

  it('gives each entry with a body a module of its own, and the loaders map only those', async () => {
    const bodies = await load('virtual:section-bodies');
    expect(bodies).toContain('"writing/a-post": () => import("virtual:section-body/writing/a-post")');
    expect(bodies).not.toContain('a-talk');
    expect(await load('virtual:section-body/writing/a-post')).toBe(
      'export default {"html":"<p>Words of the post.</p>","toc":[]};',
    );
  });
});
