import type { Page } from '@playwright/test';
import { expect, rel, test } from './fixtures';

/** The address bar's colour and the page's own background, both as #RRGGBB. */
const colours = (page: Page) =>
  page.evaluate(() => {
    const hex = (rgb: string) =>
      `#${(rgb.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((part) => Number(part).toString(16).padStart(2, '0'))
        .join('')}`.toUpperCase();
    const meta = document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]');
    return {
      metas: meta.length,
      bar: meta[0]?.content.toUpperCase(),
      page: hex(getComputedStyle(document.body).backgroundColor),
    };
  });

test.describe('the address bar colour', () => {
  // A phone set to dark: the page still opens light, as specified, and so must the bar.
  test.use({ colorScheme: 'dark' });

  test('is the light page colour on a dark-mode phone before and after the app starts', async ({ page }) => {
    await page.goto(rel('/'), { waitUntil: 'domcontentloaded' });
    const before = await colours(page);
    expect(before.metas).toBe(1);
    expect(before.bar).toBe(before.page);
    await page.goto(rel('/'));
    const after = await colours(page);
    expect(after.bar).toBe(after.page);
    expect(after.bar).toBe(before.bar);
  });

  test('is dark from the first paint for a visitor who chose dark, and follows every switch', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
    await page.goto(rel('/skills'), { waitUntil: 'domcontentloaded' });
    const dark = await colours(page);
    expect(dark.bar).toBe(dark.page);
    await page.goto(rel('/skills'));
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await toggle.click();
    const matchesPage = async () => {
      const now = await colours(page);
      return now.bar === now.page ? now.bar : `bar ${now.bar}, page ${now.page}`;
    };
    await expect.poll(matchesPage).not.toBe(dark.bar);
    await expect.poll(matchesPage).toMatch(/^#[0-9A-F]{6}$/);
    await toggle.click();
    await expect.poll(matchesPage).toBe(dark.bar);
  });
});
