import { HYDRATED_ATTRIBUTE } from '../../src/lib/loader-attributes';
import { content } from './content';
import { expect, holdScripts, rel, route, test } from './fixtures';

// Runs in the phone project only: below the md breakpoint the menu replaces the navigation.
test.describe('mobile menu', () => {
  test('collapses the navigation into a menu that navigates and closes', async ({ page }) => {
    await page.goto(rel('/'));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveCount(content.nav.length);
    await menu.getByRole('link', { name: route('/projects').nav, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route('/projects').heading);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap on the menu before the page has hydrated opens it once it has', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto(rel('/'), { waitUntil: 'load' });
    const button = page.getByRole('button', { name: 'Menu' });
    await button.tap();
    await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    releaseScripts();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveCount(content.nav.length);
  });

  test('closes on Escape and returns focus to the menu button', async ({ page }) => {
    await page.goto(rel('/'));
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    await page.goto(rel('/'));
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    // The panel the button opens: the navigation and, on a site in several languages, its languages.
    const panel = `[id="${await button.getAttribute('aria-controls')}"]`;
    // Round the panel and back at least once, whatever the owner's navigation holds.
    for (let i = 0; i < content.nav.length + 4; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        (panel) =>
          !!document.activeElement?.closest(panel) || document.activeElement?.getAttribute('aria-label') === 'Menu',
        panel,
      );
      expect(inside).toBe(true);
    }
  });
});
