import { expect, holdScripts, rel, test } from './fixtures';

/**
 * The prerendered page works before its scripts run; they are fetched after load and run when the
 * visitor first reaches for the page (scripts/defer-scripts.ts). These tests load pages without
 * the fixture's key press, as a visitor who has not touched anything yet.
 */
test.describe('before the visitor reaches for the page', () => {
  test('its scripts are fetched after load but not run, until a key, pointer or touch', async ({ page }) => {
    await page.goto(rel('/skills'), { waitUntil: 'load' });
    const loader = page.locator('script[data-modules]');
    const modules = (await loader.getAttribute('data-modules'))?.split(' ') ?? [];
    const styles = (await loader.getAttribute('data-styles'))?.split(' ') ?? [];
    expect(modules.length).toBeGreaterThan(3);
    const prefetched = page.locator('link[rel="prefetch"]');
    await expect(prefetched).toHaveCount(styles.length + modules.length);
    expect(await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      ...styles,
      ...modules,
    ]);
    await page.waitForTimeout(1000);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });

  test('a button pressed before the page has hydrated does its work once it has, exactly once', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto(rel('/education'), { waitUntil: 'load' });
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await toggle.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');

    releaseScripts();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('dark');
  });

  test('a link followed before hydration loads the next prerendered page', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the phone menu is a button; its replay is covered above');
    await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto(rel('/'), { waitUntil: 'load' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal Projects');
  });
});
