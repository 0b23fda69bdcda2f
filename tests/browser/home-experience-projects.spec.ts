import type { Locator, Page } from '@playwright/test';
import { content } from './content';
import { expect, ROUTES, rel, route, test } from './fixtures';

// Expectations come from the compiled content, so a YAML edit and these tests move together.
const { home: site, experience: roles, projects } = content;

const PAGES = ROUTES.filter((route) => ['/', '/experience', '/projects'].includes(route.path));
const texts = (list: Locator) => list.getByRole('listitem').allTextContents();

/** Expects a link that opens in a new tab without handing the new page a reference to this one. */
async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

/** The heading levels in the page's main region, in document order. */
const headingLevels = (page: Page) =>
  page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(rel('/'));
  });

  test('greets the visitor with the name, title, intro and the chips', async ({ page }) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(site.greeting);
    await expect(main.getByText(site.title, { exact: true })).toBeVisible();
    await expect(main.getByText(site.intro, { exact: true })).toBeVisible();
    expect(await texts(main.getByRole('list').first())).toEqual(site.chips);
  });

  test('links to the LinkedIn and GitHub profiles in a new tab, and to email in place', async ({ page }) => {
    const main = page.getByRole('main');
    await expectNewTabLink(main.getByRole('link', { name: new RegExp(`^${site.linkedin.label}`) }), site.linkedin.url);
    await expectNewTabLink(main.getByRole('link', { name: new RegExp(`^${site.github.label}`) }), site.github.url);
    const email = main.getByRole('link', { name: site.email });
    await expect(email).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(email).not.toHaveAttribute('target', /./);
  });

  test('shows the About card with its paragraphs', async ({ page }) => {
    const about = page.getByRole('region', { name: site.aboutTitle });
    await expect(about.getByRole('heading', { level: 2 })).toHaveText(site.aboutTitle);
    for (const paragraph of site.about) await expect(about.getByText(paragraph, { exact: true })).toBeVisible();
  });

  test('loads the portrait as a modern format at its stated size, first and without layout shift', async ({ page }) => {
    const portrait = page.getByRole('img', { name: content.portraitAlt });
    await expect(portrait).toHaveAttribute('width', '320');
    await expect(portrait).toHaveAttribute('height', '320');
    await expect(portrait).toHaveAttribute('fetchpriority', 'high');
    await expect(portrait).not.toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeTruthy();
    const source = await portrait.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(source).toMatch(/\.(avif|webp)$/);
    const response = await page.request.get(source);
    expect(response.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
    // Tens of KB at most: it is the largest paint on a phone.
    expect((await response.body()).length).toBeLessThan(40_000);
  });
});

test.describe('experience page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(rel('/experience'));
  });

  test('lists the roles newest first on the Professional Experience timeline', async ({ page }) => {
    const timeline = page.getByRole('list', { name: route('/experience').heading });
    await expect(timeline.getByRole('heading', { level: 2 })).toHaveText(roles.map((role) => role.title));
    const starts = roles.map((role) => role.period.start.iso);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  test('gives each role its company, client, period, location, product link, chips and achievements', async ({
    page,
  }) => {
    const entries = page.getByRole('article');
    await expect(entries).toHaveCount(roles.length);
    for (const [index, role] of roles.entries()) {
      const entry = entries.nth(index);
      await expect(entry.getByRole('heading', { level: 2 })).toHaveText(role.title);
      await expect(entry.getByText(role.company, { exact: true })).toBeVisible();
      await expect(entry.getByText(role.location, { exact: true })).toBeVisible();

      const dates = await entry
        .locator('time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
      const { start, end } = role.period;
      expect(dates).toEqual(end ? [start.iso, end.iso] : [start.iso]);
      if (!end) await expect(entry.getByText(/Present/)).toBeVisible();

      if (role.client) await expect(entry.getByText(role.client, { exact: true })).toBeVisible();
      else await expect(entry.getByText('Client', { exact: true })).toHaveCount(0);

      if (role.product) await expectNewTabLink(entry.getByRole('link'), role.product);
      else await expect(entry.getByRole('link')).toHaveCount(0);

      expect(await texts(entry.getByRole('list', { name: 'Technologies' }))).toEqual(role.technologies);
      const achievements = entry
        .getByRole('heading', { name: 'Key achievements' })
        .locator('xpath=following-sibling::ul[1]');
      expect(await texts(achievements)).toEqual(role.achievements);
    }
  });
});

test.describe('projects page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(rel('/projects'));
  });

  test('shows each project card with description, key features, chips, category and code link', async ({ page }) => {
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(projects.length);
    for (const [index, project] of projects.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(project.title);
      await expect(card.getByText(project.description, { exact: true })).toBeVisible();
      const features = card.getByRole('heading', { name: 'Key features' }).locator('xpath=following-sibling::ul[1]');
      expect(await texts(features)).toEqual(project.features);
      expect(await texts(card.getByRole('list', { name: 'Technologies' }))).toEqual(project.techStack);
      await expect(card.getByText(project.category, { exact: true })).toBeVisible();
      await expectNewTabLink(card.getByRole('link', { name: /View code/ }), project.github);
    }
  });

  test('links a demo only for a project that has one', async ({ page }) => {
    const cards = page.getByRole('article');
    for (const [index, project] of projects.entries()) {
      const demo = cards.nth(index).getByRole('link', { name: /demo/i });
      if (project.demo) await expectNewTabLink(demo, project.demo);
      else await expect(demo).toHaveCount(0);
    }
    const demos = projects.filter((project) => project.demo).length;
    await expect(page.getByRole('link', { name: /demo/i })).toHaveCount(demos);
    await expect(cards.getByRole('link')).toHaveCount(projects.length + demos);
  });

  test('each category panel reads its project’s category', async ({ page }) => {
    const cards = page.getByRole('article');
    for (const [index, project] of projects.entries())
      await expect(cards.nth(index).getByText(project.category, { exact: true })).toBeVisible();
  });
});

for (const route of PAGES) {
  test.describe(`${route.path}`, () => {
    test('has one h1 and no skipped heading levels', async ({ page }) => {
      await page.goto(rel(route.path));
      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      for (const [index, level] of levels.entries())
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });

    test('fits a 360 px phone without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(rel(route.path));
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return root.scrollWidth - window.innerWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('renders in dark mode with dark surfaces', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
      await page.goto(rel(route.path));
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      const colours = await page.evaluate(() => ({
        body: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.querySelector('h1') as Element).color,
      }));
      expect(colours).toEqual({ body: 'rgb(15, 23, 42)', text: 'rgb(249, 250, 251)' });
    });
  });
}

test('entries reached by client-side navigation fade in and end fully visible', async ({ page, isMobile }) => {
  await page.goto(rel('/'));
  await page.waitForLoadState('networkidle');
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: isMobile ? 'Main menu' : 'Main' })
    .getByRole('link', { name: 'Experience' })
    .click();
  const last = page.getByRole('article').last();
  await expect(last).toBeVisible();
  await expect.poll(() => last.evaluate((el) => getComputedStyle(el.closest('[data-reveal]') ?? el).opacity)).toBe('1');
});
