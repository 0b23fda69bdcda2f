/**
 * Drafts, scheduled posts, `updated` and remote images through the real build, on the fixture
 * content with tests/fixtures/publishing laid over it and the build's day set to 2030-06-15
 * (BUILD_DATE): a draft and a post dated the 16th are in no file the build writes; a post dated
 * the 15th, and one updated after it was published, are; a post's https:// image comes from a
 * local server into the site's own files. The dev server's content run compiles them all.
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentlayerEnv } from '../env';
import { type ImageServer, startImageServer } from '../test/image-server';
import { layContent } from '../test/overlay';
import { buildEnv, makeSandbox } from '../test/sandbox';
import { scratchDir } from '../test/scratch';

const scratch = scratchDir('publishing');
const BUILD_DATE = '2030-06-15';
/** Words only the draft and the scheduled post hold: in their titles, bodies, tags, file and image names. */
const UNPUBLISHED = ['Quokka', 'quokka', 'Wombat', 'wombat', 'draft-post', 'scheduled-post'];

let server: ImageServer;
const sandbox = makeSandbox();
beforeAll(async () => {
  server = await startImageServer();
  const card = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  server.route('/card.png', { kind: 'answer', type: 'image/png', body: card, etag: '"card"' });
  server.route('/wombat.png', { kind: 'answer', type: 'image/png', body: card });
});
afterAll(async () => {
  sandbox.remove();
  await server?.close();
});

/** Runs a command in the sandbox without blocking this process, which serves the images meanwhile. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: sandbox.dir, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill(), 170_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      done({ status, output });
    });
  });
}

/** The fixture with the publishing posts, a remote image in the published post and in the scheduled one. */
function content(name: string, extra: (dir: string) => void = () => {}): string {
  const dir = join(scratch, name);
  layContent('tests/fixtures/content', ['tests/fixtures/publishing'], dir);
  const posts = join(dir, 'sections/writing');
  appendFileSync(join(posts, 'published-post.md'), `\n![A green card](${server.origin}/card.png)\n`);
  appendFileSync(join(posts, 'scheduled-post.md'), `\n![Wombat picture](${server.origin}/wombat.png)\n`);
  extra(dir);
  return dir;
}

const build = (contentDir: string, dist: string) =>
  run(['--import', 'tsx', 'scripts/site/index.ts'], {
    ...buildEnv(),
    CONTENT_DIR: contentDir,
    DIST_DIR: dist,
    BUILD_DATE,
    GITHUB_FACTS: 'off',
    GITHUB_ACTIONS: '',
    NODE_EXTRA_CA_CERTS: server.caFile,
  });

/** Every file the build wrote, by its path in the site. */
const files = (dist: string) => readdirSync(dist, { recursive: true, encoding: 'utf8' }).sort();

/** A file's words: a PDF's as poppler's pdftotext reads them (the test tools install it), any other as text. */
const wordsOf = (file: string) =>
  file.endsWith('.pdf') ? spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout : readFileSync(file, 'utf8');

describe('a build on 2030-06-15 of a section with a draft, a scheduled post and an updated one', () => {
  const dist = join(scratch, 'dist');
  let result: { status: number | null; output: string };

  beforeAll(async () => {
    result = await build(content('site'), dist);
  }, 180_000);

  it('builds, and says which entries it left out and why, at their lines', () => {
    expect(result.status, result.output).toBe(0);
    expect(result.output).toMatch(/Not published: \S+\/sections\/writing\/draft-post\.md:4 is a draft \(draft: true\)/);
    expect(result.output).toMatch(
      /Not published: \S+\/sections\/writing\/scheduled-post\.md:3 is dated 2030-06-16, after this build's day \(UTC\)/,
    );
  });

  it('writes the draft and the scheduled post into no page, list, feed, sitemap, share image, résumé or asset', () => {
    const names = files(dist);
    expect(names.filter((name) => UNPUBLISHED.some((word) => name.includes(word)))).toEqual([]);
    const pdfs = names.filter((file) => file.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(0);
    expect(wordsOf(join(dist, pdfs[0] as string))).toContain('Retries with backoff in three languages');
    for (const name of names.filter((file) => /\.(html|xml|json|js|css|txt|webmanifest|pdf)$/.test(file))) {
      const text = wordsOf(join(dist, name));
      for (const word of UNPUBLISHED) expect(text.includes(word), `${name} holds "${word}"`).toBe(false);
    }
    const resume = JSON.parse(readFileSync(join(dist, 'resume.json'), 'utf8')) as { writing: { name: string }[] };
    expect(resume.writing.map((entry) => entry.name).sort()).toEqual([
      'Moving a platform between regions',
      "Published on the build's own day",
      'Retries with backoff in three languages',
    ]);
  });

  it("publishes a post dated the build's own day, with its page, share image and place in the sitemap and feed", () => {
    expect(files(dist)).toContain('writing/on-the-day/og.png');
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toContain('/writing/on-the-day</loc>');
    expect(readFileSync(join(dist, 'writing/feed.xml'), 'utf8')).toContain('/writing/on-the-day</id>');
  });

  it('shows when a post was updated, and writes it into the feed and the structured data', () => {
    const page = readFileSync(join(dist, 'writing/updated-post/index.html'), 'utf8');
    expect(page).toContain('<time dateTime="2030-06-10">Updated 10 Jun 2030</time>');
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)?.[1] ?? '{}');
    expect(data.mainEntity).toMatchObject({ datePublished: '2030-05-01', dateModified: '2030-06-10' });
    const feed = readFileSync(join(dist, 'writing/feed.xml'), 'utf8');
    const entry = feed.slice(feed.indexOf('<title>Moving a platform between regions</title>'));
    expect(entry).toMatch(/<published>2030-05-01T00:00:00Z<\/published>\s*<updated>2030-06-10T00:00:00Z<\/updated>/);
    // The feed's own date is its newest change.
    expect(feed).toContain('\n  <updated>2030-06-15T00:00:00Z</updated>');
  });

  it("serves a post's remote image from the site's own files, fetched once, and never fetches a scheduled post's", () => {
    const page = readFileSync(join(dist, 'writing/published-post/index.html'), 'utf8');
    expect(page).toMatch(/<img src="\/assets\/remote-[0-9a-f]{24}-720-[^"]+\.jpg"[^>]* alt="A green card"/);
    for (const name of files(dist).filter((file) => /\.(html|xml|json|css)$/.test(file)))
      expect(readFileSync(join(dist, name), 'utf8'), name).not.toContain(server.origin);
    expect(server.requests.map((request) => request.path)).toEqual(['/card.png']);
  });
});

describe('a build whose post names a remote image that cannot be fetched', () => {
  it('fails naming the file, the line, the address and the fix, and leaves the previous dist/ as it was', {
    timeout: 180_000,
  }, async () => {
    const dist = join(scratch, 'kept');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), 'previous good site');
    const post = 'sections/writing/updated-post.md';
    const dir = content('missing', (at) => appendFileSync(join(at, post), `\n![A chart](${server.origin}/gone.png)\n`));
    const line =
      readFileSync(join(dir, post), 'utf8')
        .split('\n')
        .findIndex((row) => row.includes('gone.png')) + 1;
    const { status, output } = await build(dir, dist);
    expect(status).not.toBe(0);
    expect(output).toContain(
      `${dir}/${post}:${line} body image ${server.origin}/gone.png could not be built into the site: the server answered 404 Not Found; fix the address, or download the image into content/assets/ and link it there`,
    );
    expect(output).toContain(`Build failed: ${dist}/ was left as it was.`);
    expect(readdirSync(dist)).toEqual(['index.html']);
  });
});

describe("the dev server's content run (CONTENT_PREVIEW)", () => {
  it('compiles the draft and the scheduled post too, for the page to mark them', { timeout: 150_000 }, async () => {
    const dir = content('preview');
    const bin = join(sandbox.dir, 'node_modules/contentlayer2/bin/cli.cjs');
    const { status, output } = await run(
      [bin, 'build'],
      contentlayerEnv(sandbox.dir, { ...buildEnv(), CONTENT_DIR: dir, BUILD_DATE, CONTENT_PREVIEW: '1' }),
    );
    expect(status, output).toBe(0);
    const entries = JSON.parse(
      readFileSync(join(sandbox.dir, '.contentlayer/generated/SectionEntry/_index.json'), 'utf8'),
    ) as { slug: string; draft?: boolean; date?: string }[];
    expect(entries.map((entry) => entry.slug).sort()).toEqual([
      'draft-post',
      'on-the-day',
      'published-post',
      'scheduled-post',
      'updated-post',
    ]);
    expect(entries.find((entry) => entry.slug === 'draft-post')?.draft).toBe(true);
  });
});
