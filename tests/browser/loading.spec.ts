import { HYDRATED_ATTRIBUTE, MODULES_ATTRIBUTE, STYLES_ATTRIBUTE } from '../../src/lib/loader-attributes';
import { expect, holdScripts, rel, route, test } from './fixtures';

/**
 * The prerendered page works before its scripts run; the loader fetches them after the first
 * paint and starts the app by itself, or at once when the visitor reaches for the page
 * (scripts/page-load/loader.ts). These tests load pages without waiting for the app.
 */
test.describe('before the app runs', () => {
  test('the page names no script to fetch while it parses; the loader fetches them after it has painted, and the app starts by itself', async ({
    page,
  }) => {
    const response = await page.request.get(rel('/skills'));
    expect(await response.text()).not.toMatch(/<script[^>]*\bsrc=|<link[^>]*modulepreload/);

    await page.goto(rel('/skills'), { waitUntil: 'load' });
    const loader = page.locator(`script[${MODULES_ATTRIBUTE}]`);
    const modules = (await loader.getAttribute(MODULES_ATTRIBUTE))?.split(' ') ?? [];
    const styles = (await loader.getAttribute(STYLES_ATTRIBUTE))?.split(' ') ?? [];
    expect(modules.length).toBeGreaterThan(3);
    const prefetched = page.locator('link[rel="prefetch"]');
    await expect(prefetched).toHaveCount(styles.length + modules.length);
    expect(await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      ...styles,
      ...modules,
    ]);
    // No key, pointer or touch: the app runs all the same.
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
  });

  test('a button pressed before the page has hydrated does its work once it has, exactly once', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto(rel('/education'), { waitUntil: 'load' });
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await toggle.click();
    await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');

    releaseScripts();
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('dark');
  });

  test('a link followed before hydration loads the next prerendered page', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the phone menu is a button; its replay is covered above');
    await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto(rel('/'), { waitUntil: 'load' });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: route('/projects').nav, exact: true })
      .click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route('/projects').heading);
  });
});
