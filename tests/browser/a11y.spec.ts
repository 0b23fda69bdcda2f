import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, ROUTES, rel, test } from './fixtures';

// WCAG 2.2 AA, every level below it included.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const MODES = ['light', 'dark'] as const;

// axe reads every node of a long page: give it room on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Colour changes take 0.3 s: axe must read the settled colours, not a frame mid-transition. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' && animation.pending === false),
  );
}

/** Runs axe on the whole page and fails with one readable line per violation and element. */
async function expectNoViolations(page: Page) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')}`),
  );
  expect(found, 'axe violations').toEqual([]);
}

async function useMode(page: Page, mode: (typeof MODES)[number]) {
  if (mode === 'dark') await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
}

/** Keeps the page when the form hands its mailto link to the mail client (Navigation API). */
async function stayOnMailto(page: Page) {
  await page.addInitScript(() => {
    const navigation = (window as unknown as { navigation: EventTarget }).navigation;
    navigation.addEventListener('navigate', (event) => {
      const { destination } = event as Event & { destination: { url: string } };
      if (destination.url.startsWith('mailto:')) event.preventDefault();
    });
  });
}

/** Timers of a second or more never fire, so the notice (it hides itself after 4 s) stays while axe runs. */
async function holdLongTimers(page: Page) {
  await page.addInitScript(() => {
    const setTimeout = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      (delay ?? 0) >= 1000 ? 0 : setTimeout(handler, delay, ...args)) as typeof window.setTimeout;
  });
}

// Each route in both modes on one load: dark is switched on as a reader does, with the toggle.
// At a phone's width, any-content.spec.ts runs the same check on every route in both modes.
for (const route of ROUTES) {
  test(`${route.path} has no WCAG 2.2 AA violations in light or dark mode`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'at a phone’s width, any-content.spec.ts runs axe on every route in both modes');
    await page.goto(rel(route.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await test.step('in light mode', () => expectNoViolations(page));
    await test.step('in dark mode', async () => {
      await page.getByRole('button', { name: 'Dark mode' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectNoViolations(page);
    });
  });
}

for (const mode of MODES) {
  test.describe(`in ${mode} mode`, () => {
    test('the open mobile menu has no WCAG 2.2 AA violations', async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the menu replaces the navigation on phones only');
      await useMode(page, mode);
      await page.goto(rel('/skills'));
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await expectNoViolations(page);
    });

    test('the contact notice, once shown, has no WCAG 2.2 AA violations', async ({ page }) => {
      await useMode(page, mode);
      await stayOnMailto(page);
      await holdLongTimers(page);
      await page.goto(rel('/contact'));
      await page.waitForLoadState('networkidle');
      await page.getByRole('textbox', { name: 'Your Name' }).fill('Ada Lovelace');
      await page.getByRole('textbox', { name: 'Your Email' }).fill('ada@example.org');
      await page.getByRole('textbox', { name: 'Subject' }).fill('Hello');
      await page.getByRole('textbox', { name: 'Message' }).fill('Shall we talk?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Opening your email client...' })).toBeVisible();
      await expect(page).toHaveURL(/\/contact$/);
      await expectNoViolations(page);
      await expect(page.getByText('Opening your email client...')).toBeVisible();
    });
  });
}
