/**
 * One phone load of a page, as the interaction benchmark (interaction.ts) measures it: taps after a
 * reader's pause, or a reader scrolling from the first paint, with this harness's observers
 * (interaction-page.ts) injected into the page.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { buildSync } from 'esbuild';
import type { PageRecord } from './interaction-page';
import { PHONE, phonePage } from './phone';

export const READING_MS = 3000;
/** How long before the first tap the harness first looks at the page. */
const HARNESS_SETTLE_MS = 1000;

const pageScript = buildSync({
  entryPoints: ['scripts/bench/interaction-page.ts'],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  write: false,
}).outputFiles[0]?.text;

/** A tap's latency (INP), when its work showed, and its Event Timing parts: input delay and handlers. */
export type Tap = { inp: number; shown: number; delay: number; processing: number };
export type Load = {
  ready: number | null;
  longTasks: number;
  longestTask: number;
  /** The longest task on the way that was still running when the page first showed content. */
  longestAfterPaint: number;
  first: Tap;
  later: Tap;
};

/** The latest tap: its Event Timing latency and INP, and when its work showed on screen. */
function lastTap(record: PageRecord): Tap {
  const interaction = record.interactions.at(-1);
  if (!interaction) return { inp: Number.NaN, shown: Number.NaN, delay: Number.NaN, processing: Number.NaN };
  const shownAt = record.shownAt.find((at) => at >= interaction.start);
  return {
    inp: Math.max(interaction.duration, ...record.inp),
    shown: Math.max(interaction.duration, (shownAt ?? Number.NaN) - interaction.start),
    delay: interaction.delay,
    processing: interaction.processing,
  };
}

/** Loads `url` in a fresh phone context, taps `button` after 3 s of reading, then again after 1 s. */
export async function measureLoad(browser: Browser, url: string, button: 'theme' | 'menu'): Promise<Load> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: pageScript ?? '' });
    const { page } = await phonePage(context);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(READING_MS - HARNESS_SETTLE_MS);
    // Found by what they do, not their words, so every language's pages can be measured.
    const banner = page.getByRole('banner');
    const target =
      button === 'theme'
        ? banner.locator('button[aria-pressed]')
        : banner.locator('button[aria-expanded][aria-controls]');
    // Playwright's first look at a page compiles its own script there (40-70 ms of main thread at
    // 4x, then a collection), and its tap() checks the target in the page as it taps: where a
    // finger lands is found a second ahead, and the tap is a touch there, as a finger's is.
    const point = await centre(target);
    await page.waitForTimeout(HARNESS_SETTLE_MS);
    await tap(page, button, point);
    const first = await pageRecord(page);
    await page.waitForTimeout(1000);
    await tap(page, button, point);
    await page.waitForTimeout(500);
    const after = await pageRecord(page);
    const onTheWay = after.longTasks.filter((task) => after.hydratedAt === null || task.start < after.hydratedAt);
    // A task that ends before the first paint delays that paint, but no tap or scroll can wait on it.
    const afterPaint = onTheWay.filter(
      (task) => after.firstPaintAt === null || task.start + task.duration > after.firstPaintAt,
    );
    return {
      ready: first.hydratedAt,
      longTasks: onTheWay.length,
      longestTask: Math.max(0, ...onTheWay.map((task) => task.duration)),
      longestAfterPaint: Math.max(0, ...afterPaint.map((task) => task.duration)),
      first: lastTap(first),
      // Its own latency: INP so far is the worst tap, which is the first.
      later: { ...lastTap(after), inp: after.interactions.at(-1)?.duration ?? Number.NaN },
    };
  } finally {
    await context.close();
  }
}

/**
 * Loads `url` in a fresh phone context and scrolls down by a finger's swipe every 300 ms from the
 * first paint until well after the app runs, as a reader who starts at once would; returns how
 * often the page moved the reader back up (it must never) and how far down the reader got.
 */
export async function measureScroll(browser: Browser, url: string): Promise<{ wentBack: number; reached: number }> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: pageScript ?? '' });
    const { page } = await phonePage(context);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    for (let swipe = 0; swipe < 12; swipe += 1) {
      await page.mouse.wheel(0, 120);
      await page.waitForTimeout(300);
    }
    const record = await pageRecord(page);
    if (record.hydratedAt === null) throw new Error(`${url}: the app had not started after the scrolling.`);
    return { wentBack: record.scrollWentBack.length, reached: Math.round(await page.evaluate(() => scrollY)) };
  } finally {
    await context.close();
  }
}

/** The middle of the button, where a finger lands. */
async function centre(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The button to tap is not on screen.');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Taps and waits until the tap has done its work: the theme changed, or the menu opened or closed. */
async function tap(page: Page, button: 'theme' | 'menu', point: { x: number; y: number }) {
  const attribute = button === 'theme' ? 'aria-pressed' : 'aria-expanded';
  const selector = `header button[${attribute}]`;
  const before = await page.evaluate(([css, name]) => document.querySelector(css)?.getAttribute(name) ?? null, [
    selector,
    attribute,
  ] as const);
  await page.touchscreen.tap(point.x, point.y);
  await page.waitForFunction(
    ([css, name, previous]) => document.querySelector(css)?.getAttribute(name) !== previous,
    [selector, attribute, before] as const,
    { timeout: 15_000 },
  );
  // Event Timing reports an interaction once its next frame has painted.
  await page.waitForTimeout(300);
}

const pageRecord = (page: Page) => page.evaluate(() => (window as unknown as { __bench: PageRecord }).__bench);
