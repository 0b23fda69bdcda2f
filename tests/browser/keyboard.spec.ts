import type { Page } from '@playwright/test';
import { expect, ROUTES, rel, route, test } from './fixtures';

// One tab per worker, left as a new visit finds it (fixtures.ts): these tests never read a first visit's network.
test.use({ warmTab: true });

test('the skip link is the first tab stop, shows itself, and moves focus to the main content', async ({ page }) => {
  await page.goto(rel('/experience'));
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

/** Describes the focused element for messages: its role-ish tag and its text or label. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ring =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return { id: el.dataset.focusProbe ?? '', label: `${el.tagName.toLowerCase()} "${name}"`, ring };
  });

for (const route of ROUTES) {
  test(`on ${route.path} Tab reaches every control, each with a visible focus ring`, async ({ page }) => {
    await page.goto(rel(route.path));
    await page.waitForLoadState('networkidle');
    // Number every control a visitor can see and operate, so each can be ticked off as Tab reaches it.
    const controls = await page.evaluate(() => {
      const selector = 'a[href], button, input, textarea, select, summary, [tabindex]:not([tabindex="-1"])';
      const all = [...document.querySelectorAll<HTMLElement>(selector)].filter(
        (el) => !el.closest('[hidden], [inert]') && !(el as HTMLButtonElement).disabled && el.checkVisibility(),
      );
      return all.map((el, index) => {
        el.dataset.focusProbe = String(index);
        return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      });
    });
    expect(controls.length).toBeGreaterThan(5);

    const reached = new Set<string>();
    const withoutRing: string[] = [];
    for (let presses = 0; presses < controls.length + 5; presses += 1) {
      await page.keyboard.press('Tab');
      const focus = await describeFocus(page);
      if (!focus) continue;
      if (focus.id && reached.has(focus.id)) break;
      if (focus.id) reached.add(focus.id);
      if (!focus.ring) withoutRing.push(focus.label);
    }
    const missed = controls.filter((_, index) => !reached.has(String(index)));
    expect(missed, 'controls Tab never reached').toEqual([]);
    expect(withoutRing, 'controls focused without a visible ring').toEqual([]);
  });
}

/** Records every Web Animations call that moves something (the entry animation uses them). */
async function recordMovingAnimations(page: Page) {
  await page.addInitScript(() => {
    const moving: string[] = [];
    Object.assign(window, { __moving: moving });
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      if (JSON.stringify(keyframes ?? '').includes('transform')) moving.push(this.tagName);
      return animate.call(this, keyframes, options);
    };
  });
}

const movingAnimations = (page: Page) =>
  page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => {
        const effect = animation.effect as KeyframeEffect | null;
        const property = (animation as CSSTransition).transitionProperty;
        return property === 'transform' || !!effect?.getKeyframes().some((frame) => 'transform' in frame);
      });
    return (window as unknown as { __moving: string[] }).__moving.length + running.length;
  });

async function navigateToSkills(page: Page, isMobile: boolean) {
  await page.goto(rel('/'));
  await page.waitForLoadState('networkidle');
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: isMobile ? 'Main menu' : 'Main' });
  await nav.getByRole('link', { name: route('/skills').nav, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route('/skills').heading);
}

test('pages reached by navigation slide in, unless the visitor asks for reduced motion', async ({ page, isMobile }) => {
  await recordMovingAnimations(page);
  await navigateToSkills(page, isMobile);
  await expect.poll(() => movingAnimations(page)).toBeGreaterThan(0);
});

test('with reduced motion, nothing moves after navigating', async ({ page, isMobile }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordMovingAnimations(page);
  await navigateToSkills(page, isMobile);
  for (let check = 0; check < 5; check += 1) {
    expect(await movingAnimations(page)).toBe(0);
    await page.waitForTimeout(150);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
