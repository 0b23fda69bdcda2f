import { env } from '../../scripts/env';
import { PAGE_SEGMENT, RELATED_ENTRIES, TAGS_SEGMENT } from '../../src/content/model/vocabulary';
import { expect, rel, test } from './fixtures';
import { type BuiltPage, builtPages, entries, LANGUAGES, sectionPagesBuilt, sections, siteWord } from './sections';

/**
 * Topics, related entries and long lists, on ANY content with sections, read from the built site
 * (its sitemap lists every page in every language): each topic of a post is a link to its page,
 * which lists the post; each topic page exists in every language, with its own title, description
 * and address, and the switcher leads to the same topic; a post's related entries share a topic
 * with it; a long list's pages together list each entry once; all of it without JavaScript too.
 */

test.describe.configure({ timeout: 120_000 });
test.skip(sections.length === 0, 'runs on content with sections');
test.use({ warmTab: true });

/** The site's address of a built page, as its links write it: `/portfolio/ja/tags/go`. */
const address = (path: string) => `${env.basePath}${path.slice(1)}`;
const segments = (page: BuiltPage) => page.inner.split('/').filter(Boolean);
const isTopic = (page: BuiltPage) => segments(page)[0] === TAGS_SEGMENT;
const postPages = sectionPagesBuilt.filter((page) => !isTopic(page) && segments(page).length === 2);
const topicPages = sectionPagesBuilt.filter((page) => isTopic(page) && segments(page).length === 2);
const builtAddresses = new Set(builtPages.map((page) => address(page.path)));

/** The `href`s of a page's HTML that lead to the site's topic pages. */
const topicLinks = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)]
    .map(([, href = '']) => href)
    .filter((href) => new RegExp(`^${env.basePath}(?:[\\w-]+/)?${TAGS_SEGMENT}/[^/"]+$`).test(href));

for (const post of postPages)
  test(`${post.path}: each of its topics is a link to that topic's page, in the sitemap, which lists the post`, async ({
    page,
    request,
  }) => {
    await page.goto(rel(post.path));
    const chips = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.locator(`a[href*="/${TAGS_SEGMENT}/"]`) })
      .first();
    const hrefs = (await chips.count())
      ? await chips.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      : [];
    test.skip(hrefs.length === 0, 'the post has no topics');
    for (const href of hrefs) {
      expect(builtAddresses, `${href} in the sitemap`).toContain(href);
      const topic = await request.get(href);
      expect(topic.ok(), href).toBe(true);
      expect(await topic.text(), `${href} lists ${post.path}`).toContain(`href="${address(post.path)}"`);
    }
  });

for (const topic of topicPages)
  test(`${topic.path} is a lower-case address with its own title, description and canonical address, in every language, and the switcher leads to the same topic`, async ({
    page,
    request,
  }) => {
    const slug = decodeURIComponent(segments(topic)[1] ?? '');
    expect(slug).toBe(slug.toLowerCase());
    const html = await (await request.get(rel(topic.path))).text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(canonical).pathname).toBe(address(topic.path));
    // The same topic in each language of the site: built, and named as its alternate.
    for (const language of LANGUAGES) {
      const there = `${language.prefix ? `/${language.prefix}` : ''}${topic.inner}`.replace('//', '/');
      expect(builtAddresses, `${there} in the sitemap`).toContain(address(there));
      if (LANGUAGES.length > 1) expect(html).toContain(`hreflang="${language.code}" href="`);
    }
    test.skip(LANGUAGES.length < 2, 'a site in one language has no switcher');
    await page.goto(rel(topic.path));
    const switcher = await page
      .locator('header a[hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    for (const language of LANGUAGES) {
      const there = `/${language.prefix}${topic.inner.slice(1)}`;
      expect(switcher, `the switcher's ${language.code} link`).toContainEqual([language.code, address(there)]);
    }
  });

const defaultPosts = postPages.filter((post) => !post.language.prefix);
for (const post of defaultPosts)
  test(`${post.path} shows at most ${RELATED_ENTRIES} related entries, never itself, each sharing one of its topics`, async ({
    page,
    request,
  }) => {
    await page.goto(rel(post.path));
    const related = page.getByRole('region', { name: siteWord(post.language, 'topics', 'related') });
    const own = new Set(topicLinks(await page.content()));
    if (own.size === 0) {
      await expect(related, 'no related entries without topics').toHaveCount(0);
      return;
    }
    if ((await related.count()) === 0) return;
    const links = await related
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(RELATED_ENTRIES);
    expect(links).not.toContain(address(post.path));
    for (const href of links.filter((link) => link.startsWith(env.basePath) && builtAddresses.has(link))) {
      const theirs = topicLinks(await (await request.get(href)).text());
      expect(
        theirs.some((topic) => own.has(topic)),
        `${href} shares a topic with ${post.path}`,
      ).toBe(true);
    }
  });

for (const section of sections.filter((name) => entries.some((entry) => entry.section === name)))
  test(`/${section}'s list pages each link the next, name it in their head, and together list each entry once`, async ({
    page,
  }) => {
    const language = LANGUAGES[0];
    if (!language) return;
    const listed: string[] = [];
    let path: string | null = `/${section}`;
    // The prerendered pages, as a reader without scripts has them: no need to wait for the app on each.
    for (let pages = 1; path; pages += 1) {
      await page.goto(rel(path), { waitUntil: 'load' });
      const titles = await page
        .getByRole('list', { name: await page.getByRole('heading', { level: 1 }).innerText() })
        .getByRole('heading', { level: 2 })
        .allInnerTexts();
      listed.push(...titles);
      const nav = page.getByRole('navigation', { name: siteWord(language, 'pages', 'label') });
      const [next = null] = await nav
        .locator('a[rel="next"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const [head = null] = await page
        .locator('head link[rel="next"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(head ? new URL(head).pathname : null).toBe(next);
      if (next) expect(next).toBe(address(`/${section}/${PAGE_SEGMENT}/${pages + 1}`));
      if (await nav.count()) await expect(nav.locator('[aria-current="page"]')).toHaveText(String(pages));
      path = next ? `/${next.slice(env.basePath.length)}` : null;
    }
    expect(listed.length).toBe(entries.filter((entry) => entry.section === section && entry.listed).length);
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, warmTab: false });

  test("a topic's page lists its entries as links, and the index of topics links every topic", async ({ page }) => {
    const topic = topicPages[0];
    test.skip(!topic, 'no entry has a topic');
    if (!topic) return;
    await page.goto(rel(topic.path), { waitUntil: 'load' });
    await expect(page.getByRole('main').getByRole('article').first().getByRole('link').first()).toBeVisible();
    await page.goto(rel(`/${TAGS_SEGMENT}`), { waitUntil: 'load' });
    const index = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const each of topicPages.filter((other) => !other.language.prefix))
      expect(index).toContain(address(each.path));
  });
});
