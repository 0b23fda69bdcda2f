import { palette } from '../../src/styles/palette';
import { computedRgb } from './colours';
import { content } from './content';
import { expect, ROUTES, rel, route, test } from './fixtures';

// One tab per worker, left as a new visit finds it (fixtures.ts): these tests never read a first visit's network.
test.use({ warmTab: true });

test.describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route.path} is prerendered with its heading, title and description`, async ({ request }) => {
      const response = await request.get(rel(route.path));
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1`);
      expect(html).toContain(route.heading.replace("'", '&#x27;'));
      expect(html).toMatch(/<title>[^<]+\| [^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    });
  }

  test('each page shows itself on reload and highlights its navigation item', async ({ page, isMobile }) => {
    for (const route of ROUTES)
      await test.step(route.path, async () => {
        await page.goto(rel(route.path));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
        const nav = page.getByRole('navigation', { name: isMobile ? 'Main menu' : 'Main' });
        await expect(nav.getByRole('link', { name: route.nav })).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      });
  });
});

test('the site is readable with JavaScript disabled', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const route of ROUTES) {
    await page.goto(rel(route.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await context.close();
});

test('navigating between pages moves focus to the new heading and updates the title', async ({ page, isMobile }) => {
  await page.goto(rel('/'));
  await page.waitForLoadState('networkidle');
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: isMobile ? 'Main menu' : 'Main' });
  const skills = route('/skills');
  await nav.getByRole('link', { name: skills.nav, exact: true }).click();
  await expect(page).toHaveURL(/\/skills$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(skills.heading);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(skills.title);
});

test('the owner name in the top bar links home', async ({ page }) => {
  await page.goto(rel('/contact'));
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: content.site.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route('/').heading);
});

test.describe('colour mode', () => {
  test('starts light, toggles to dark, and is remembered on the next visit', async ({ page }) => {
    await page.goto(rel('/'));
    await page.waitForLoadState('networkidle');
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(html).not.toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('dark');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe(computedRgb(palette.dark.color.background));

    await page.goto(rel('/experience'));
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(html).not.toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('light');
  });

  test('a stored dark mode is applied before first paint, even with every script bundle blocked', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the boot script reads the stored mode the same way at every width: checked once, on desktop');
    await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
    await page.route('**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto(rel('/skills'), { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(computedRgb(palette.dark.color.background));
  });

  test('a garbage stored value means light', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the boot script reads the stored mode the same way at every width: checked once, on desktop');
    await page.addInitScript(() => localStorage.setItem('themeMode', 'purple'));
    await page.goto(rel('/'));
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(computedRgb(palette.light.color.background));
  });

  test('a mouse over the toggle shows the accent; a tap leaves it as it rests', async ({ page, isMobile }) => {
    await page.goto(rel('/'));
    await page.waitForLoadState('networkidle');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    // Read once the colours have settled: a hover style left on shows only after its own fade.
    const settledBorder = () =>
      toggle.evaluate(async (element) => {
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        await Promise.all(document.getAnimations().map((animation) => animation.finished));
        return getComputedStyle(element).borderTopColor;
      });
    if (isMobile) {
      // A phone keeps the element last tapped hovered until the next tap: a hover style would stay on.
      await toggle.tap();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect
        .poll(() => toggle.evaluate((element) => element.matches(':hover')), 'hovered after the tap')
        .toBe(true);
      expect(await settledBorder()).toBe(computedRgb(palette.dark.color.border));
    } else {
      await toggle.hover();
      expect(await settledBorder()).toBe(computedRgb(palette.light.accent.primary.solid));
    }
  });

  test('the toggle still works for the visit when storage throws', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.getItem = () => {
        throw new DOMException('denied', 'SecurityError');
      };
      Storage.prototype.setItem = () => {
        throw new DOMException('denied', 'SecurityError');
      };
    });
    await page.goto(rel('/'));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('the top bar becomes elevated past 20 px of scroll and returns at the top', async ({ page }) => {
  await page.goto(rel('/experience'));
  await page.waitForLoadState('networkidle');
  const bar = page.getByRole('banner');
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  const flatShadow = await bar.evaluate((el) => getComputedStyle(el).boxShadow);
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(bar).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(flatShadow);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
});
