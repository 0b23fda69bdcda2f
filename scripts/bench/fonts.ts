/**
 * `npm run bench -- fonts`: does a first visit on a phone draw the page in Inter, and how soon? Serves
 * the built dist/ with scripts/site/serve.ts and loads every route in Debian's Chromium as a phone
 * (390x844, CPU 4x slower, 150 ms round trip, 1.6 Mbps), each load in a fresh context (empty
 * cache). Once Inter has loaded it asks Chromium which platform fonts drew the h1, the header's
 * links and the first paragraph (CSS.getPlatformFontsForNode). Prints per route the share of loads
 * drawn wholly in the site's own font (Inter, with Noto Sans Arabic for Arabic letters), when
 * Inter was in use, and the largest contentful paint and layout shift as Chromium reports them to
 * the page, what a real-user monitor would record (ms after navigation start); writes
 * bench-results/fonts.json.
 *
 *   tsx scripts/bench/fonts.ts [--runs 10] [--port 4233] [--dir dist] [--routes /pl/,/pl/skills]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium } from '@playwright/test';
import { chromiumLaunch } from '../chromium';
import { env } from '../env';
import { ROUTE_PATHS, routeUrl } from '../routes';
import { table } from '../table';
import { LCP_WATCH, PHONE, PHONE_LABEL, phonePage } from './phone';
import { serveWarm } from './server-process';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    port: { type: 'string', default: '4233' },
    dir: { type: 'string', default: env.distDir },
    // Other pages than the six, e.g. another language's or a post: --routes /pl/,/writing/a-post
    routes: { type: 'string' },
  },
});

const PARTS = { h1: 'h1', 'header links': 'header a', paragraph: 'main p' } as const;

/**
 * Runs in the page before its own scripts: notes when the first Inter face has loaded, each
 * largest-contentful-paint entry and each layout shift. A string, not a function: tsx would wrap
 * a function's inner names in a helper the page does not have.
 */
const WATCH = `${LCP_WATCH}
window.shifted = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shifted += entry.value;
}).observe({ type: 'layout-shift', buffered: true });
(function poll() {
  for (const face of document.fonts)
    if (face.family.replace(/["']/g, '') === 'Inter Variable' && face.status === 'loaded') {
      window.interAt = performance.now();
      return;
    }
  setTimeout(poll, 5);
})();`;

type Load = {
  inter: boolean;
  interAtMs: number | null;
  lcpMs: number | null;
  shifted: number;
  fonts: Record<string, string[]>;
};

async function load(context: BrowserContext, url: string): Promise<Load> {
  const { page, cdp } = await phonePage(context);
  await page.addInitScript({ content: WATCH });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const interAtMs = await page
    .waitForFunction(() => (window as { interAt?: number }).interAt, null, { timeout: 15_000 })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => null);
  // Every face the page asked for (an Arabic one may come after Inter), then two frames: the swap
  // has been laid out and painted.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { lcpMs, shifted } = await page.evaluate(() => {
    const seen = window as { lcpAt?: number; shifted?: number };
    return { lcpMs: seen.lcpAt ?? null, shifted: seen.shifted ?? 0 };
  });
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const fonts: Record<string, string[]> = {};
  for (const [part, selector] of Object.entries(PARTS)) {
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
    const names = new Set<string>();
    for (const nodeId of part === 'paragraph' ? nodeIds.slice(0, 1) : nodeIds)
      for (const font of (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts) names.add(font.familyName);
    fonts[part] = [...names];
  }
  const inter = Object.values(fonts).every((names) => names.length > 0 && names.every((name) => OWN_FONTS.has(name)));
  await page.close();
  const round = (ms: number | null) => (ms === null ? null : Math.round(ms));
  return { inter, interAtMs: round(interAtMs), lcpMs: round(lcpMs), shifted, fonts };
}

/** The faces the site serves as its font: Inter, and Noto Sans Arabic for the letters Inter lacks (subset-font.ts). */
const OWN_FONTS = new Set(['Inter', 'Noto Sans Arabic']);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function main() {
  const runs = Number(values.runs);
  // Every file compressed once first, so no load pays for Brotli on this process's thread.
  const { server, origin } = await serveWarm(values.dir, Number(values.port));
  const browser = await chromium.launch(chromiumLaunch);
  const results: Record<string, Load[]> = {};
  try {
    for (const route of values.routes?.split(',') ?? ROUTE_PATHS) {
      results[route] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext(PHONE);
        results[route].push(await load(context, routeUrl(route, origin)));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`\nFirst visits, phone (${PHONE_LABEL}), ${runs} loads a route:\n`);
  const rows = [
    ['route', "drawn in the site's font", 'in use, median', 'max', 'LCP, median', 'CLS, max', 'fallbacks seen'],
  ];
  let allInter = true;
  for (const [route, loads] of Object.entries(results)) {
    const inter = loads.filter((entry) => entry.inter).length;
    allInter &&= inter === loads.length;
    const times = loads.flatMap((entry) => (entry.interAtMs === null ? [] : [entry.interAtMs])).sort((a, b) => a - b);
    const lcps = loads.flatMap((entry) => (entry.lcpMs === null ? [] : [entry.lcpMs])).sort((a, b) => a - b);
    const others = new Set(
      loads.flatMap((entry) => Object.values(entry.fonts).flat()).filter((name) => !OWN_FONTS.has(name)),
    );
    rows.push([
      route,
      `${inter}/${loads.length}`,
      times.length ? `${quantile(times, 0.5)} ms` : 'never',
      times.length ? `${times.at(-1)} ms` : '-',
      lcps.length ? `${quantile(lcps, 0.5)} ms` : '-',
      Math.max(...loads.map((entry) => entry.shifted)).toFixed(3),
      [...others].join(', ') || '-',
    ]);
  }
  console.log(table(rows, 'markdown'));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/fonts.json', `${JSON.stringify({ runs, phone: PHONE_LABEL, results }, null, 2)}\n`);
  console.log('\nEvery load in bench-results/fonts.json.');
  if (!allInter) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
