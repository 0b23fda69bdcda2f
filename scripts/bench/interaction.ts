/**
 * The interaction benchmark: what a visitor on a phone feels, which Lighthouse does not measure.
 * Serves the built site (scripts/site/serve.ts) and loads every route in Chromium emulating a phone
 * (390x844, touch, CPU 4x slower, 150 ms round trip, 1.6 Mbps down), with `web-vitals` and Event
 * Timing observers injected by this harness only. For each load it records when the app runs
 * (`html[data-hydrated]`), the long tasks (over 50 ms) until then and which of them outlast the
 * first paint, the first tap 3 s after load on the theme toggle or the menu button, and a later
 * tap. In loads of their own it scrolls down from the first paint until after the app runs and
 * counts the loads in which the page moved the reader back up. Prints medians per route.
 *
 *   tsx scripts/bench/interaction.ts [--no-build] [--runs 3] [--port 0] [--dir dist] [--routes /pl/,/pl/skills]
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../src/lib/loader-attributes';
import { chromiumLaunch } from '../chromium';
import { env } from '../env';
import { ROUTE_PATHS, routeUrl } from '../routes';
import { table } from '../table';
import { type Load, measureLoad, measureScroll, READING_MS, type Tap } from './interaction-measure';
import { PHONE_LABEL } from './phone';
import { serveWarm } from './server-process';
import { median } from './stats';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    // Other pages than the six, e.g. another language's or a post: --routes /pl/,/writing/a-post
    routes: { type: 'string' },
    port: { type: 'string', default: '0' },
    dir: { type: 'string', default: env.distDir },
  },
});

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
    for (const route of values.routes?.split(',') ?? ROUTE_PATHS) {
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
          `  ${route} ${l.button}: ready ${ms(l.ready ?? Number.NaN)}, long tasks ${l.longTasks} (longest ${ms(l.longestTask)}, after first paint ${longestAfterPaint([l])}),` +
            ` first tap ${ms(l.first.inp)}/${ms(l.first.shown)} (input delay ${ms(l.first.delay)}, handlers ${ms(l.first.processing)}),` +
            ` later ${ms(l.later.inp)}/${ms(l.later.shown)} (input delay ${ms(l.later.delay)}, handlers ${ms(l.later.processing)})`,
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
