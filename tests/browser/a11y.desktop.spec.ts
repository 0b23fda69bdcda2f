import { expect, ROUTES, rel, test } from './fixtures';
import { axeViolations } from './page-checks';

// axe reads every node of a long page: give it room on a busy machine.
test.describe.configure({ timeout: 120_000 });
// They load and look: one tab per worker (fixtures.ts).
test.use({ warmTab: true });

// Each route in both modes on one load: dark is switched on as a reader does, with the toggle.
// At a phone's width, any-content.desktop.spec.ts runs the same check on every route in both
// modes; the phone's menu and the contact notice are a11y.spec.ts's.
for (const route of ROUTES) {
  test(`${route.path} has no WCAG 2.2 AA violations in light or dark mode`, async ({ page }) => {
    await page.goto(rel(route.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await test.step('in light mode', async () => {
      expect(await axeViolations(page), 'axe violations').toEqual([]);
    });
    await test.step('in dark mode', async () => {
      await page.getByRole('button', { name: 'Dark mode' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await axeViolations(page), 'axe violations').toEqual([]);
    });
  });
}
