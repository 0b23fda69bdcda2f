import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { env } from '../../scripts/env';
import { atomReport } from '../../scripts/site/atom-check';
import { TAGS_SEGMENT } from '../../src/content/model';
import { expect, rel, test } from './fixtures';
import { expectSoundPage } from './page-checks';
import { builtFeeds, builtPages, entries, posts, sectionPagesBuilt, sections, sentenceOf } from './sections';

/**
 * The sections an owner adds (content/sections/<name>/*.md), read from the content the site was
 * built from and from the built site itself: every section page (each list page, post and topic
 * page, in every language) is axe clean in both modes and fits a 360 px phone, a post's words are
 * in its HTML and not in the scripts it starts with, and every feed (each dated section's and each
 * topic's, in every language) is valid Atom. `tsx scripts/test/owners.ts sections` runs it on
 * tests/owners/sections; without sections it skips.
 */

const PHONE_WIDTH = 360;

test.describe.configure({ timeout: 120_000 });
test.skip(sections.length === 0, 'runs on content with sections');

// One load per page: light, then dark with the top bar's toggle. They load and look: one tab per
// worker (fixtures.ts). A long word a box cuts off counts as sticking out; a code block scrolls itself.
test.describe('every section page', () => {
  test.use({ warmTab: true });
  for (const { path } of sectionPagesBuilt)
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

// Each dated section's feed and each topic's, in every language the site is built in.
for (const feed of builtFeeds) {
  const listPath = feed.replace(/\/feed\.xml$/, '');
  test(`${feed} is valid Atom (RFC 4287: ids, links, RFC 3339 dates), named in its page's head, with an entry for each dated entry the page lists`, async ({
    page,
    request,
  }) => {
    await page.goto(rel(listPath));
    const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    expect(new URL(href ?? '', page.url()).pathname).toBe(`${env.basePath}${feed.slice(1)}`);
    // Every dated entry of the section, or each dated entry the topic's page lists (its rows' dates).
    const { inner } = builtPages.find((built) => built.path === listPath) ?? { inner: listPath };
    const [section, topic] = inner.split('/').filter(Boolean);
    const dated =
      section === TAGS_SEGMENT && topic
        ? await page.locator('main article time').count()
        : entries.filter((entry) => entry.section === section && entry.dated).length;
    const response = await request.get(rel(feed));
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    // The site's pages require Trusted Types, which DOMParser obeys: parse on a blank page.
    await page.goto('about:blank', { waitUntil: 'load' });
    const report = await page.evaluate(atomReport, xml);
    expect(report.wellFormed, 'well-formed XML').toBe(true);
    expect(report.problems).toEqual([]);
    expect(report.entries).toBe(dated);
  });
}

test('a post reached by client-side navigation loads its body as a chunk of its own', async ({ page }) => {
  const section = posts[0]?.section;
  test.skip(!section, 'no section has a post with a body');
  await page.goto(rel(`/${section}`));
  // A post on the list's first page: a long section lists the rest on later pages.
  const titles = await page.locator('main h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const post = posts.find((candidate) =>
    titles.some((href) => href?.endsWith(`/${candidate.section}/${candidate.slug}`)),
  );
  if (!post) throw new Error(`/${section} links none of its posts.`);
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
