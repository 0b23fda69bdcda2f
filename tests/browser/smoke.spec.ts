import { expect, ROUTES, rel, test } from './fixtures';

for (const route of ROUTES) {
  test(`${route.path} renders its heading and hydrates without errors`, async ({ page }) => {
    await page.goto(rel(route.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await page.waitForLoadState('networkidle');
  });
}
