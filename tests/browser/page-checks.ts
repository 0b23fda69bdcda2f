import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect } from './fixtures';

/**
 * What the whole-page sweeps read from a page in the mode it is shown in: whether it fits, reads
 * in its direction and passes axe. One copy, so a sweep over the sample, an owner's set and a
 * language all hold a page to the same bar.
 */

/** WCAG 2.2 AA, every level below it included. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits for the network and every animation (a theme's colours fade for 0.3 s): axe reads the settled colours. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' && animation.pending === false),
  );
}

/**
 * axe-core run in the page itself: its source is evaluated once per document (and frame), then
 * `axe.run` is called there. @axe-core/playwright evaluated its 1.5 MB source two or three times a
 * call and finished each run in a new tab: 1.0-2.0 s a call against 0.1-0.25 s, with the same findings.
 */
async function runAxe(page: Page, runOnly: axe.RunOnly): Promise<axe.Result[]> {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => typeof (window as { axe?: typeof axe }).axe?.run === 'function')))
      await frame.evaluate(axe.source);
  const { violations } = await page.evaluate(
    (runOnly) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly, resultTypes: ['violations'] }),
    runOnly,
  );
  return violations;
}

/**
 * Axe's WCAG 2.2 AA violations, one line per element; `colours` runs only the rules a colour mode
 * can change, for a page already checked whole in the other mode.
 */
export async function axeViolations(page: Page, rules: 'all' | 'colours' = 'all'): Promise<string[]> {
  await settle(page);
  const violations = await runAxe(
    page,
    rules === 'colours'
      ? { type: 'rule', values: ['color-contrast', 'link-in-text-block'] }
      : { type: 'tag', values: WCAG_TAGS },
  );
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')}`),
  );
}

/**
 * Lines naming what sticks out of the viewport sideways, or [] when the page fits: the page must
 * not scroll sideways. `clipped` also names an element cut off at the right edge without the page
 * scrolling (a post's long word in a box that hides it), except in a box that scrolls itself (a code
 * block, a wide formula, a diagram).
 */
export const overflowing = (page: Page, { clipped = false } = {}): Promise<string[]> =>
  page.evaluate((clipped) => {
    const width = document.documentElement.clientWidth;
    const name = (element: Element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 40)}`;
    const elements = [...document.querySelectorAll('body *')];
    const outside = elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .map(name);
    if (document.documentElement.scrollWidth > width) return ['the page scrolls sideways', ...outside.slice(0, 5)];
    if (!clipped) return [];
    // A box that scrolls sideways itself (a code block, a wide formula, a diagram) holds what it cuts.
    const scrollsItself = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (/auto|scroll/.test(getComputedStyle(box).overflowX) && box.getBoundingClientRect().right <= width + 1)
          return true;
      return false;
    };
    return elements
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !scrollsItself(element))
      .map(name);
  }, clipped);

/** Text whose first strong letter is right-to-left but which is laid out left to right. */
const rtlLaidOutLtr = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const rtl = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // The first letter decides a paragraph's direction, as `dir="auto"` does.
      const first = node.textContent?.match(/\p{L}/u)?.[0];
      const element = node.parentElement;
      if (!first || !rtl.test(first) || !element || element.closest('[aria-hidden="true"]')) continue;
      if (getComputedStyle(element).direction !== 'rtl')
        found.push(`${element.tagName.toLowerCase()}: ${node.textContent}`);
    }
    return found;
  });

/** What a page owes any reader in the mode it is shown in: a heading, a fit, its text's direction, and axe. */
export async function expectSoundPage(page: Page, { clipped = false } = {}): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page), 'axe violations').toEqual([]);
  expect(await overflowing(page, { clipped }), 'elements wider than the phone').toEqual([]);
  expect(await rtlLaidOutLtr(page), 'right-to-left text laid out left to right').toEqual([]);
}
