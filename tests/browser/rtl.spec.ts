import type { Locator, Page } from '@playwright/test';
import { expect, rel, test } from './fixtures';

/*
 * A right-to-left language's pages are the same app under `<html dir="rtl">` (each language is a
 * build of its own). Any build shows how it lays out: the direction is turned here, so this runs on
 * whatever content dist/ holds, and an RTL content set is not needed. axe on right-to-left pages,
 * in both modes, runs on real Arabic ones: tests/browser/languages.desktop.spec.ts, on the multilingual set.
 */

const MIRRORED = '-1 1';

test.describe.configure({ timeout: 120_000 });
// They load and look: one tab per worker (fixtures.ts).
test.use({ warmTab: true });

async function openRightToLeft(page: Page, path: string) {
  await page.goto(rel(path));
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};
const scaleOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).scale);

test('the top bar starts at the right: the name at the right edge, its buttons to its left', async ({ page }) => {
  await openRightToLeft(page, '/');
  const bar = page.getByRole('banner');
  const name = await box(bar.getByRole('link').first());
  const theme = await box(bar.getByRole('button').first());
  expect(name.x).toBeGreaterThan(theme.x + theme.width - 1);
  const width = page.viewportSize()?.width ?? 0;
  expect(name.x + name.width).toBeGreaterThan(width - 120);
});

for (const path of ['/experience', '/education']) {
  test(`the ${path} timeline runs down the right, each dot to the right of its entry`, async ({ page }) => {
    await openRightToLeft(page, path);
    const item = page.getByRole('main').locator('ol > li').first();
    const dot = await box(item.locator(':scope > [aria-hidden]'));
    const entry = await box(item.locator(':scope > :not([aria-hidden])'));
    expect(dot.x).toBeGreaterThanOrEqual(entry.x + entry.width);
  });
}

test('progress bars fill from the right', async ({ page }) => {
  await openRightToLeft(page, '/skills');
  const bar = page.getByRole('progressbar').first();
  const track = await box(bar);
  const fill = await box(bar.locator('rect'));
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  expect(Math.abs(fill.x + fill.width - (track.x + track.width))).toBeLessThan(1);
  expect(fill.x).toBeGreaterThan(track.x + 1);
});

test('the form sets its labels and counter from the right and its send icon points left', async ({ page }) => {
  await openRightToLeft(page, '/contact');
  const form = page.getByRole('main').locator('form');
  const field = await box(form.getByRole('textbox').first());
  const label = await box(form.locator('label').first());
  expect(label.x + label.width).toBeGreaterThan(field.x + field.width - 24);
  const counter = await box(form.getByText(/\d+ \/ \d+/));
  expect(counter.x).toBeLessThan(field.x + field.width / 2);
  expect(await scaleOf(form.getByRole('button').last().locator('svg'))).toBe(MIRRORED);
});

test('icons that point somewhere point the other way, and no others', async ({ page }) => {
  await openRightToLeft(page, '/education');
  const credential = page.getByRole('link', { name: /opens in a new tab/ }).filter({ has: page.locator('svg') });
  const count = await credential.count();
  for (let index = 0; index < count; index += 1)
    expect(await scaleOf(credential.nth(index).locator('svg').last())).toBe(MIRRORED);
  expect(await scaleOf(page.getByRole('banner').locator('svg').first())).toBe('none');
});
