import { palette } from '../../src/styles/palette';
import { computedRgb } from './colours';
import { expect, ROUTES, rel, test } from './fixtures';

// What every page owes a reader, whatever its content: an outline, a phone fit and the dark theme.
// Each check walks the routes in one tab, a step per route: a fresh tab costs more than the page.

test('every page has one h1 and no skipped heading levels', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the outline is the same markup at every width: checked once, on desktop');
  for (const route of ROUTES)
    await test.step(route.path, async () => {
      await page.goto(rel(route.path));
      const levels = await page
        .getByRole('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      for (const [index, level] of levels.entries())
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
});

test('every page fits a 360 px phone without sideways scrolling', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a phone’s fit is checked on the phone');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const route of ROUTES)
    await test.step(route.path, async () => {
      await page.goto(rel(route.path));
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
    });
});

test('every page renders in dark mode with dark surfaces', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the surfaces take the same colours at every width: checked once, on desktop');
  await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
  const { background, text } = palette.dark.color;
  for (const route of ROUTES)
    await test.step(route.path, async () => {
      await page.goto(rel(route.path));
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      const colours = await page.evaluate(() => ({
        body: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.querySelector('h1') as Element).color,
      }));
      expect(colours).toEqual({ body: computedRgb(background), text: computedRgb(text) });
    });
});
