/**
 * The interaction benchmark: what a visitor on a phone feels, which Lighthouse does not measure.
 * Serves the built site (scripts/build/serve.ts) and loads every route in Chromium emulating a phone
 * (390x844, touch, CPU 4x slower, 150 ms round trip, 1.6 Mbps down), with `web-vitals` and Event
 * Timing observers injected by this harness only. For each load it records when the app runs
 * (`html[data-hydrated]`), the long tasks (over 50 ms) until then and which of them outlast the
 * first paint, the first tap 3 s after load on the theme toggle or the menu button, and a later
 * tap. In loads of their own it scrolls down from the first paint until after the app runs and
 * counts the loads in which the page moved the reader back up. Prints medians per route.
 *
 *   tsx scripts/bench/interaction.ts [--no-build] [--runs 3] [--port 0] [--dir dist]
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import { buildSync } from 'esbuild';
import { HYDRATED_ATTRIBUTE } from '../../src/lib/loader-attributes';
import { chromiumLaunch } from '../chromium';
import { env } from '../env';
import { ROUTE_PATHS, routeUrl } from '../routes';
import { table } from '../table';
import type { PageRecord } from './interaction-page';
import { PHONE, PHONE_LABEL, phonePage } from './phone';
import { serveWarm } from './server-process';
import { median } from './stats';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '0' },
    dir: { type: 'string', default: env.distDir },
  },
});

const READING_MS = 3000;

const pageScript = buildSync({
  entryPoints: ['scripts/bench/interaction-page.ts'],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  write: false,
}).outputFiles[0]?.text;

/** A tap's latency (INP), when its work showed, and its Event Timing parts: input delay and handlers. */
type Tap = { inp: number; shown: number; delay: number; processing: number };
type Load = {
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
async function measureLoad(browser: Browser, url: string, button: 'theme' | 'menu'): Promise<Load> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: pageScript ?? '' });
    const { page } = await phonePage(context);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(READING_MS);
    const target =
      button === 'theme'
        ? page.getByRole('button', { name: 'Dark mode' })
        : page.getByRole('button', { name: 'Menu', exact: true });
    await tap(page, button, target);
    const first = await pageRecord(page);
    await page.waitForTimeout(1000);
    await tap(page, button, target);
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
async function measureScroll(browser: Browser, url: string): Promise<{ wentBack: number; reached: number }> {
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

/** Taps and waits until the tap has done its work: the theme changed, or the menu opened or closed. */
async function tap(page: Page, button: 'theme' | 'menu', target: ReturnType<Page['getByRole']>) {
  const before = await target.getAttribute(button === 'theme' ? 'aria-pressed' : 'aria-expanded');
  await target.tap();
  await page.waitForFunction(
    ([attribute, previous]) =>
      document.querySelector(`header button[${attribute}]`)?.getAttribute(attribute as string) !== previous,
    [button === 'theme' ? 'aria-pressed' : 'aria-expanded', before],
    { timeout: 15_000 },
  );
  // Event Timing reports an interaction once its next frame has painted.
  await page.waitForTimeout(300);
}

const pageRecord = (page: Page) => page.evaluate(() => (window as unknown as { __bench: PageRecord }).__bench);

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'never');
const longestAfterPaint = (loads: Load[]) => {
  const longest = Math.max(...loads.map((load) => load.longestAfterPaint));
  return longest > 0 ? ms(longest) : 'none over 50 ms';
};

async function main() {
  const runs = Math.max(1, Number(values.runs));
  if (!values['no-build'] && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0)
    throw new Error('The build failed.');
  const { server, origin } = await serveWarm(values.dir, Number(values.port));
  const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
  const rows = [
    [
      'route',
      'ready',
      'long tasks on the way',
      'longest after first paint',
      'theme: INP',
      'shown',
      'menu: INP',
      'shown',
      'later tap',
      'shown',
      'scroll undone',
    ],
  ];
  try {
    // One throwaway load starts the browser's own processes and caches, so the first route is not slower.
    await measureLoad(browser, origin, 'theme');
    for (const route of ROUTE_PATHS) {
      const url = routeUrl(route, origin);
      const loads: (Load & { button: string })[] = [];
      for (let run = 0; run < runs; run += 1)
        for (const button of ['theme', 'menu'] as const)
          loads.push({ ...(await measureLoad(browser, url, button)), button });
      const scrolls = [];
      for (let run = 0; run < runs; run += 1) scrolls.push(await measureScroll(browser, url));
      const first = (button: string, key: keyof Tap) =>
        ms(median(loads.filter((load) => load.button === button).map((load) => load.first[key])));
      rows.push([
        route,
        ms(median(loads.map((load) => load.ready))),
        `${median(loads.map((load) => load.longTasks))} (longest ${ms(Math.max(...loads.map((l) => l.longestTask)))})`,
        longestAfterPaint(loads),
        first('theme', 'inp'),
        first('theme', 'shown'),
        first('menu', 'inp'),
        first('menu', 'shown'),
        ms(median(loads.map((load) => load.later.inp))),
        ms(median(loads.map((load) => load.later.shown))),
        `${scrolls.filter((scroll) => scroll.wentBack > 0).length} of ${runs} loads`,
      ]);
      for (const l of loads)
        console.log(
          `  ${route} ${l.button}: ready ${ms(l.ready ?? Number.NaN)}, long tasks ${l.longTasks} (longest ${ms(l.longestTask)}, after first paint ${longestAfterPaint([l])}), first tap ${ms(l.first.inp)}/${ms(l.first.shown)}, later ${ms(l.later.inp)}/${ms(l.later.shown)}` +
            ` (input delay ${ms(l.later.delay)}, handlers ${ms(l.later.processing)})`,
        );
      for (const scroll of scrolls)
        console.log(`  ${route} scroll: reached ${scroll.reached} px, moved back ${scroll.wentBack} times`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `\nPhone emulation (${PHONE_LABEL}), medians of ${runs} loads per button;` +
      ` first tap ${READING_MS / 1000} s after load; ready = html[${HYDRATED_ATTRIBUTE}] after navigation start;` +
      ' long tasks on the way = before ready, the longest of all loads; after first paint = still running when the first content showed;' +
      ' scroll undone = times the page moved back up while the reader scrolled down from the first paint until after the app ran:\n',
  );
  console.log(table(rows, 'markdown'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
