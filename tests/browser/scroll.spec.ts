import type { Locator, Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../src/lib/loader-attributes';
import { expect, holdScripts, ROUTES, rel, route, test } from './fixtures';

/** Records, every frame from the first, each time the page's scroll position went back. */
async function watchScroll(page: Page) {
  await page.addInitScript(() => {
    const record = { furthest: 0, wentBack: [] as string[] };
    (window as unknown as { scrollRecord: typeof record }).scrollRecord = record;
    const check = () => {
      if (scrollY < record.furthest - 1) record.wentBack.push(`${record.furthest} → ${scrollY}`);
      record.furthest = Math.max(record.furthest, scrollY);
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

const wentBack = (page: Page) =>
  page.evaluate(() => (window as unknown as { scrollRecord: { wentBack: string[] } }).scrollRecord.wentBack);

const isHydrated = (page: Page) =>
  page.evaluate((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE);

test.describe('the reader’s scroll', () => {
  for (const { path } of ROUTES)
    test(`on ${path}, scrolls before, during and after the app starts are never undone`, async ({ page }) => {
      await watchScroll(page);
      const releaseScripts = await holdScripts(page);
      await page.goto(rel(path), { waitUntil: 'load' });
      await page.mouse.wheel(0, 200);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);

      releaseScripts();
      while (!(await isHydrated(page))) await page.mouse.wheel(0, 40);
      await page.mouse.wheel(0, 100);
      await page.waitForTimeout(500);

      expect(await wentBack(page)).toEqual([]);
      // As far as the reader went: at least 200 px, or the page's end on a page shorter than that.
      const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThanOrEqual(Math.min(200, end));
      // The top bar reads the scroll when it starts, not only on the next scroll.
      await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    });
});

/**
 * Presses what is on screen where it is, as a finger or a mouse does. Playwright's click first
 * scrolls its target into view, and for the sticky top bar Chromium scrolls the page to where the
 * bar would sit unstuck: a move no visitor makes, which would also move the reading position.
 */
async function pressInPlace(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  if (!box) throw new Error('The control has no box on screen.');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Follows a navigation link the way a visitor can at this width: the bar's links, or the menu's. */
async function follow(page: Page, name: string, isMobile: boolean) {
  if (isMobile) {
    await pressInPlace(page, page.getByRole('button', { name: 'Menu', exact: true }));
    await pressInPlace(
      page,
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true }),
    );
  } else {
    await pressInPlace(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }));
  }
}

test.describe('navigation once the app runs', () => {
  test('a link opens the next page within the app, at its top, with the entry motion', async ({ page, isMobile }) => {
    await page.goto(rel('/'));
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    const motion = page.waitForRequest(/\/assets\/reveal-[\w-]+\.js$/);

    await follow(page, route('/projects').nav, isMobile);
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route('/projects').heading);
    await motion;
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  });

  test('Back returns to where the reader was, even scrolled before the app ran', async ({ page, isMobile }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto(rel('/experience'), { waitUntil: 'load' });
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    const readingAt = await page.evaluate(() => scrollY);
    releaseScripts();
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');

    await follow(page, route('/skills').nav, isMobile);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route('/skills').heading);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route('/experience').heading);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(readingAt);
  });
});
