import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionEntry } from '../../src/content/model';
import { checkContent } from '../content/check/check';
import { readData } from '../content/check/read';
import { layContent } from '../test/overlay';
import { buildEnv, makeSandbox } from '../test/sandbox';

// A post blog of each generator, as its own template writes it, imported into the fixture owner's
// content (in English and French), then checked and built as the owner would.
const FIXTURES = {
  'hugo-yaml': {
    folder: 'tests/posts/hugo-yaml/content/posts',
    section: 'writing',
    static: 'tests/posts/hugo-yaml/static',
  },
  'hugo-toml': { folder: 'tests/posts/hugo-toml/content/posts', section: 'hugo' },
  jekyll: { folder: 'tests/posts/jekyll', section: 'jekyll', static: 'tests/posts/jekyll' },
  astro: { folder: 'tests/posts/astro/src/content/blog', section: 'astro' },
  eleventy: { folder: 'tests/posts/eleventy/content/blog', section: 'eleventy' },
  contentlayer: {
    folder: 'tests/posts/contentlayer/data/blog',
    section: 'nextjs',
    static: 'tests/posts/contentlayer/public',
  },
} as const;

const sandbox = makeSandbox();
const content = join(sandbox.dir, 'imported-content');
const dist = join(sandbox.dir, '.dist-posts');
const runs: Record<string, SpawnSyncReturns<string>> = {};
let build: SpawnSyncReturns<string>;

const importPosts = (folder: string, section: string, ...flags: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/posts/import.ts', folder, section, ...flags], {
    env: { ...process.env, CONTENT_DIR: content, npm_config_force: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
const page = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');
const entry = (path: string) => readData(join(content, 'sections', path));

beforeAll(() => {
  layContent('tests/fixtures/content', [], content);
  appendFileSync(join(content, 'site.yaml'), 'languages: [en, fr]\n');
  for (const [name, fixture] of Object.entries(FIXTURES))
    runs[name] = importPosts(
      fixture.folder,
      fixture.section,
      ...('static' in fixture ? ['--static', fixture.static] : []),
    );
  build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/index.ts'], {
    cwd: sandbox.dir,
    env: { ...buildEnv(), CONTENT_DIR: content, DIST_DIR: dist, GITHUB_FACTS: 'off', GITHUB_ACTIONS: '' },
    encoding: 'utf8',
    timeout: 400_000,
  });
}, 500_000);
afterAll(() => sandbox.remove());

describe('npm run import:posts, for each generator', () => {
  it.each(Object.keys(FIXTURES))('imports the %s posts into content the check passes', (name) => {
    expect(runs[name]?.status, `${runs[name]?.stdout}${runs[name]?.stderr}`).toBe(0);
    expect(runs[name]?.stdout).toContain('The content check passes');
  });

  it('leaves content the check passes, and the site builds with a page for each post, in each language', async () => {
    expect(await checkContent(content)).toEqual([]);
    expect(build.status, `${build.stdout}${build.stderr}`.slice(-3000)).toBe(0);
    for (const path of [
      'writing',
      'writing/tuning-go-services',
      'writing/bundle-post',
      'hugo/terraform-modules',
      'jekyll/hello-jekyll',
      'astro/adding-new-posts-in-astropaper-theme',
      'eleventy/firstpost',
      'nextjs/deriving-ols-estimator',
    ])
      expect(existsSync(join(dist, path, 'index.html')), path).toBe(true);
    expect(page('fr/writing/tuning-go-services')).toContain('Régler des services Go pour la latence');
  });

  it("says a post's code, figures, links and HTML in Markdown, and shows none of the old generator's markup", () => {
    const html = page('writing/tuning-go-services');
    expect(html).toMatch(/<pre[^>]*><code class="[^"]*language-go/);
    expect(html.replace(/<[^>]+>/g, '')).toContain('defer metrics.Observe(time.Since(start))');
    expect(html).toMatch(/<img[^>]+alt="p99 latency falling from 120 ms to 45 ms"/);
    expect(html).toContain('href="https://pkg.go.dev/encoding/json"');
    expect(html).toContain('<em>it is fine</em>');
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    const toml = page('hugo/terraform-modules');
    expect(toml).toMatch(/language-hcl/);
    expect(toml).toContain('href="https://player.example.com/embed/42"');
    for (const built of [html, toml, page('jekyll/hello-jekyll'), page('nextjs/deriving-ols-estimator')])
      expect(built).not.toMatch(/\{\{[<%]|\{%|<iframe|cdn\.example\.com|TOCInline/);
  });

  it('maps each front matter to the entry fields, the date in a Jekyll file name and the summary before <!--more--> too', () => {
    expect(entry('writing/tuning-go-services.md')).toMatchObject({
      title: 'Tuning Go services for latency',
      date: '2023-04-18',
      summary: 'What we changed to bring p99 latency under 50 ms.',
      tags: ['Go', 'Performance', 'Engineering'],
      image: 'assets/writing/cover.png',
      imageAlt: 'A flame graph of the service before tuning',
    });
    expect(entry('hugo/terraform-modules.md')).toMatchObject({
      date: '2022-11-03',
      summary: 'Modules are an API: version them like one. This paragraph is what the list shows.',
      image: 'assets/hugo/spinner.webp',
    });
    expect(entry('jekyll/hello-jekyll.md')).toMatchObject({
      date: '2021-03-04',
      tags: ['jekyll', 'blogging', 'ruby', 'web'],
    });
    expect(entry('astro/adding-new-posts-in-astropaper-theme.md')).toMatchObject({
      date: '2022-09-23',
      authors: ['Sat Naing'],
      links: [{ kind: 'post', url: 'https://astro-paper.pages.dev/posts/adding-new-posts-in-astropaper-theme/' }],
    });
    expect(entry('eleventy/firstpost.md')).toMatchObject({ tags: ['another tag'] });
    expect(entry('nextjs/deriving-ols-estimator.md')).toMatchObject({
      authors: ['Tails Azimuth'],
      image: 'assets/nextjs/mountains.jpg',
    });
    const updated = 'updated' in sectionEntry.fields ? { updated: '2021-01-18' } : {};
    expect(entry('nextjs/deriving-ols-estimator.md')).toMatchObject(updated);
  });

  it('keeps a draft out of the published site: as a draft where the site has drafts, else not imported', () => {
    const draft = join(content, 'sections/astro/future-draft.md');
    if ('draft' in sectionEntry.fields) expect(readData(draft)).toMatchObject({ draft: true });
    else {
      expect(existsSync(draft)).toBe(false);
      expect(runs.astro?.stdout).toContain('future-draft.md: a draft');
    }
    expect(existsSync(join(dist, 'astro/future-draft'))).toBe(false);
  });

  it('names in one report, with the file, every field and construct it could not carry', () => {
    const hugo = runs['hugo-yaml']?.stdout ?? '';
    for (const field of ['aliases', 'series', 'ShowToc', 'TocOpen', 'weight', 'cover: caption'])
      expect(hugo).toContain(`  - ${field}: tuning-go-services.md`);
    expect(hugo).toContain('tuning-go-services.md:44 the embed {{< youtube dQw4w9WgXcQ >}} was replaced by a link');
    expect(hugo).toContain('tuning-go-services.md:46 the shortcode {{< notice warning >}} was removed');
    expect(hugo).toContain("notes-de.de.md: a de translation: the site's languages (site.yaml) do not include de");
    const toml = runs['hugo-toml']?.stdout ?? '';
    expect(toml).toContain('terraform-modules.md:30 the <iframe> embed was replaced by a link');
    expect(toml).toContain('terraform-modules.md:32 the <script> element was removed');
    expect(runs.jekyll?.stdout).toContain(
      '_posts/2021-03-04-hello-jekyll.md:25 the Liquid tag {% include newsletter.html %} was removed',
    );
    expect(runs.jekyll?.stdout).toMatch(/hello-jekyll\.md:23 the image \/assets\/img\/banner\.png is 400×40 pixels/);
    expect(runs.contentlayer?.stdout).toContain('  - layout: deriving-ols-estimator.mdx, new-features-in-v1.mdx');
  });

  it('copies the images beside a post, in a page bundle and in the static folder, under the section', () => {
    expect(readdirSync(join(content, 'assets/writing')).sort()).toEqual([
      'cover.png',
      'diagram.png',
      'latency-chart.png',
    ]);
    expect(readFileSync(join(content, 'fr/sections/writing/bundle-post.md'), 'utf8')).toContain(
      '](assets/writing/diagram.png)',
    );
  });
});

describe('where npm run import:posts reads and writes', () => {
  it('refuses a folder holding the project, and writes nothing', () => {
    const refused = importPosts('.', 'notes');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('holds this project itself');
    expect(existsSync(join(content, 'sections/notes'))).toBe(false);
  });

  it('replaces posts only with --force, moving the earlier files aside', () => {
    const again = importPosts(FIXTURES['hugo-toml'].folder, 'hugo');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('nothing was written. Add --force');
    const forced = importPosts(FIXTURES['hugo-toml'].folder, 'hugo', '--force');
    expect(forced.status, forced.stderr).toBe(0);
    const aside = /Replaced files were moved to (.+)\/:/.exec(forced.stdout)?.[1] ?? '';
    expect(readFileSync(join(aside, 'sections/hugo/cost-alerts.md'), 'utf8')).toContain('Cost alerts that people read');
  }, 60_000);
});
