import type { Page } from '@playwright/test';
import { expect, rel, test } from './fixtures';
import { axeViolations } from './page-checks';

// One tab per worker, left as a new visit finds it (fixtures.ts): these tests never read a first visit's network.
test.use({ warmTab: true });

// The phone's open menu and the contact notice; every route is a11y.desktop.spec.ts's.
// axe reads every node of a long page: give it room on a busy machine.
test.describe.configure({ timeout: 120_000 });

const MODES = ['light', 'dark'] as const;

/** Runs axe on the whole page and fails with one readable line per violation and element. */
async function expectNoViolations(page: Page) {
  expect(await axeViolations(page), 'axe violations').toEqual([]);
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
