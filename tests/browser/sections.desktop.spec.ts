import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { env } from '../../scripts/env';
import { expect, rel, test } from './fixtures';
import { expectSoundPage } from './page-checks';
import { datedSections, entries, posts, sections, sentenceOf } from './sections';

/**
 * The sections an owner adds (content/sections/<name>/*.md), read from the content the site was
 * built from: each post page is axe clean in both modes and fits a 360 px phone, its words are in
 * its HTML and not in the scripts it starts with, and each dated section's feed is valid Atom.
 * `tsx scripts/test/owners.ts sections` runs it on tests/owners/sections; without sections it skips.
 */

const PHONE_WIDTH = 360;

test.describe.configure({ timeout: 120_000 });
test.skip(sections.length === 0, 'runs on content with sections');

const listPages = sections.filter((section) => entries.some((entry) => entry.section === section)).map((s) => `/${s}`);
const postPages = posts.map((post) => `/${post.section}/${post.slug}`);

// One load per page: light, then dark with the top bar's toggle. They load and look: one tab per
// worker (fixtures.ts). A long word a box cuts off counts as sticking out; a code block scrolls itself.
test.describe('every section page', () => {
  test.use({ warmTab: true });
  for (const path of [...listPages, ...postPages])
    test(`${path} in light and dark mode is axe clean and fits a ${PHONE_WIDTH} px phone`, async ({ page }) => {
      await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
      await page.goto(rel(path));
      await test.step('in light mode', () => expectSoundPage(page, { clipped: true }));
      await test.step('in dark mode', async () => {
        await page.locator('header button[aria-pressed]').click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expectSoundPage(page, { clipped: true });
      });
    });
});

for (const post of posts.filter((entry) => entry.imageAlt))
  test(`/${post.section}/${post.slug} shows its image, described, on its own page`, async ({ page }) => {
    await page.goto(rel(`/${post.section}/${post.slug}`));
    const image = page.getByRole('article').getByRole('img', { name: post.imageAlt });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

for (const post of posts) {
  const path = `/${post.section}/${post.slug}`;

  test(`${path} has its words in its HTML, not in the scripts it starts with`, async ({ request }) => {
    const sentence = sentenceOf(post.body);
    test.skip(!sentence, 'the body has no plain sentence to look for');
    const html = await (await request.get(rel(path))).text();
    expect(html).toContain(sentence);
    const scripts = [...html.matchAll(/["']([^"']*\/assets\/[^"']+\.js)["']/g)].map((match) => match[1] ?? '');
    expect(scripts.length, 'the page names its scripts').toBeGreaterThan(0);
    for (const script of new Set(scripts))
      expect(await (await request.get(script)).text(), script).not.toContain(sentence);
  });
}

for (const section of datedSections) {
  test(`/${section}/feed.xml is well-formed Atom with absolute links and RFC 3339 dates, linked from the page`, async ({
    page,
    request,
  }) => {
    await page.goto(rel(`/${section}`));
    const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    expect(new URL(href ?? '', page.url()).href).toBe(new URL(rel(`/${section}/feed.xml`), page.url()).href);
    const response = await request.get(rel(`/${section}/feed.xml`));
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    // The site's pages require Trusted Types, which DOMParser obeys: parse on a blank page.
    await page.goto('about:blank', { waitUntil: 'load' });
    const report = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return { wellFormed: false, problems: [] as string[], entries: 0 };
      const ns = 'http://www.w3.org/2005/Atom';
      const feed = doc.documentElement;
      const problems: string[] = [];
      const child = (parent: Element, name: string) =>
        [...parent.children].filter((c) => c.namespaceURI === ns && c.localName === name);
      const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
      const absolute = (url: string | null) => !!url && /^https?:\/\/[^/]/.test(url);
      if (feed.namespaceURI !== ns || feed.localName !== 'feed') problems.push('root is not atom:feed');
      for (const name of ['id', 'title', 'updated'])
        if (child(feed, name).length !== 1) problems.push(`feed needs exactly one ${name}`);
      if (!child(feed, 'author').some((author) => child(author, 'name').length === 1)) problems.push('feed author');
      if (!child(feed, 'link').some((link) => link.getAttribute('rel') === 'self')) problems.push('feed self link');
      for (const link of doc.getElementsByTagNameNS(ns, 'link'))
        if (!absolute(link.getAttribute('href'))) problems.push(`relative link ${link.getAttribute('href')}`);
      for (const id of doc.getElementsByTagNameNS(ns, 'id'))
        if (!absolute(id.textContent)) problems.push(`id not absolute: ${id.textContent}`);
      for (const name of ['updated', 'published'])
        for (const date of doc.getElementsByTagNameNS(ns, name))
          if (!rfc3339.test(date.textContent ?? '')) problems.push(`${name} not RFC 3339: ${date.textContent}`);
      const items = child(feed, 'entry');
      for (const entry of items) {
        for (const name of ['id', 'title', 'updated'])
          if (child(entry, name).length !== 1) problems.push(`entry needs exactly one ${name}`);
        if (!child(entry, 'link').some((link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate'))
          problems.push('entry has no alternate link');
      }
      const ids = [...doc.getElementsByTagNameNS(ns, 'id')].map((id) => id.textContent);
      if (new Set(ids).size !== ids.length) problems.push('ids repeat');
      return { wellFormed: true, problems, entries: items.length };
    }, xml);
    expect(report.wellFormed, 'well-formed XML').toBe(true);
    expect(report.problems).toEqual([]);
    expect(report.entries).toBe(entries.filter((entry) => entry.section === section && entry.dated).length);
  });
}

test('a post reached by client-side navigation loads its body as a chunk of its own', async ({ page }) => {
  const post = posts[0];
  test.skip(!post, 'no section has a post with a body');
  if (!post) return;
  await page.goto(rel(`/${post.section}`));
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) chunks.push(request.url());
  });
  await page.locator(`a[href$="/${post.section}/${post.slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/${post.section}/${post.slug}$`));
  const sentence = sentenceOf(post.body);
  if (sentence) await expect(page.getByText(sentence).first()).toBeVisible();
  expect(
    chunks.some((url) => url.includes(post.slug)),
    `a chunk named for ${post.slug}`,
  ).toBe(true);
});

const PAGES = join(env.contentDir, 'pages');
const hiddenPaths = readdirSync(PAGES)
  .map((file) => parse(readFileSync(join(PAGES, file), 'utf8')) as { path: string; hidden?: boolean })
  .filter((page) => page.hidden)
  .map((page) => page.path);

for (const path of hiddenPaths)
  test(`${path}, hidden by its page file, is not found, and neither the navigation nor the sitemap lists it`, async ({
    page,
    request,
  }) => {
    expect((await request.get(rel(path))).status()).toBe(404);
    await page.goto(rel('/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    expect(await nav.locator(`a[href$="${path}"]`).count()).toBe(0);
    expect(await (await request.get(rel('/sitemap.xml'))).text()).not.toContain(`${path}<`);
  });

test('a post links to the newer and older posts of its section, and back to the list', async ({ page }) => {
  const dated = posts.filter((post) => post.dated);
  test.skip(dated.length < 3, 'needs three dated posts in a section');
  const section = dated[0]?.section ?? '';
  await page.goto(rel(`/${section}`));
  // The middle post of the list has both neighbours.
  const links = page.locator(`main a[href*="/${section}/"]`);
  const href = await links.nth(1).getAttribute('href');
  await page.goto(href ?? '');
  const neighbours = page.getByRole('navigation', { name: 'More posts' });
  await expect(neighbours.locator('a[rel="prev"]')).toHaveCount(1);
  await expect(neighbours.locator('a[rel="next"]')).toHaveCount(1);
  await neighbours.locator('a[rel="next"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(neighbours.locator('a[rel="prev"]')).toHaveAttribute('href', new URL(href ?? '', page.url()).pathname);
});

// A paper's authors or a talk's speakers, as the entry credits them; the owner's own name in bold.
for (const entry of entries.filter((candidate) => candidate.authors.length > 0))
  test(`/${entry.section} credits the authors of ${entry.slug} in order, the owner's own name in bold`, async ({
    page,
  }) => {
    const site = parse(readFileSync(join(env.contentDir, 'site.yaml'), 'utf8')) as { name?: unknown };
    const own = entry.authors.filter((name) => name.trim() === String(site.name).trim());
    await page.goto(rel(`/${entry.section}`));
    // The whole list, not a part of another entry's ("Robin Fixture" is in "Jürgen Müller, Robin Fixture").
    const list = entry.authors.join(', ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const credits = page.locator('[translate="no"]', { hasText: new RegExp(`^${list}$`) });
    await expect(credits).toHaveCount(1);
    await expect(credits.locator('strong')).toHaveText(own);
  });
