/**
 * `npm run bench -- startup-failure`: what a visitor on a phone meets when a script fails while the
 * page starts. Serves the built dist/ and loads each route as a phone (phone.ts), each load in a
 * fresh context: once as normal, once with each of the page's own scripts failing in turn (read
 * from the normal load, never a list of names), and once with every third script request failing.
 * Per load it prints the largest paint, when the start ended (the app hydrated or gave up; ms after
 * the navigation), the reloads it took, whether `<main>` kept every word it was parsed with, and
 * how long a tap on a footer link took to show the next page's heading. Writes
 * bench-results/startup-failure.json; exits 1 if any page lost words or reloaded more than once.
 *
 *   tsx scripts/bench/startup-failure.ts [--routes /projects,/] [--dir dist] [--port 4234]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import { START_ENDED_SELECTOR } from '../../src/lib/loader-attributes';
import { chromiumLaunch } from '../chromium';
import { env } from '../env';
import { ROUTE_PATHS, routeUrl } from '../routes';
import { table } from '../table';
import { LCP_WATCH, PHONE, PHONE_LABEL, phonePage } from './phone';
import { serveWarm } from './server-process';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4234' },
    dir: { type: 'string', default: env.distDir },
    routes: { type: 'string' },
  },
});

/**
 * Runs in the page before its own scripts: the last largest paint, when the start ended, and the
 * least text `<main>` held (in characters) once it was parsed. A string, not a function: tsx would wrap a
 * function's inner names in a helper the page does not have.
 */
const WATCH = `window.fewest = Infinity;
${LCP_WATCH}
const words = () => (document.querySelector('main')?.textContent ?? '').replace(/\\s+/g, ' ').trim().length;
window.mainText = words;
document.addEventListener('DOMContentLoaded', () => {
  window.first = window.fewest = words();
  new MutationObserver(() => { window.fewest = Math.min(window.fewest, words()); })
    .observe(document.body, { childList: true, subtree: true, characterData: true });
  const root = document.documentElement;
  const note = () => { if (root.matches('${START_ENDED_SELECTOR}') && window.endedAt === undefined) window.endedAt = performance.now(); };
  new MutationObserver(note).observe(root, { attributes: true });
  note();
});`;

/** What fails while the page starts: nothing, one of its scripts, or every third script request. */
type Failure = { kind: 'none' } | { kind: 'script'; url: string } | { kind: 'every third' };

const describeFailure = (failure: Failure) =>
  failure.kind === 'script' ? new URL(failure.url).pathname : failure.kind;

type Load = {
  fails: string;
  lcpMs: number;
  endedMs: number | null;
  reloads: number;
  keptWords: boolean;
  tapMs: number;
};

/** The length of `<main>`'s text, as WATCH counts it. */
const mainText = (page: Page) => page.evaluate('window.mainText()') as Promise<number>;

/** One fresh load of `url` as a phone, with what `failure` names aborted. */
async function visit(browser: Browser, url: string, failure: Failure) {
  const context = await browser.newContext(PHONE);
  const { page } = await phonePage(context);
  await page.addInitScript({ content: WATCH });
  let loads = 0;
  page.on('load', () => loads++);
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (/\.js$/.test(request.url())) scripts.add(request.url());
  });
  // Only the requests that fail are intercepted: interception delays every request it sees.
  let nth = 0;
  if (failure.kind === 'every third')
    await page.route(/\.js$/, (request) => (++nth % 3 === 0 ? request.abort('failed') : request.continue()));
  else if (failure.kind === 'script') await page.route(failure.url, (request) => request.abort('failed'));
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // The start ends in the app or in giving up; an entry module that never loaded ends neither way.
  await page
    .waitForFunction(() => (window as { endedAt?: number }).endedAt !== undefined, null, {
      timeout: 15_000,
      polling: 100,
    })
    .catch(() => undefined);
  await page.waitForTimeout(1000);
  const seen = await page.evaluate(() => {
    const w = window as { lcpAt?: number; endedAt?: number; fewest?: number; first?: number };
    return {
      lcpMs: Math.round(w.lcpAt ?? -1),
      endedMs: w.endedAt === undefined ? null : Math.round(w.endedAt),
      fewest: w.fewest ?? 0,
      first: w.first ?? 0,
    };
  });
  const words = await mainText(page);
  const reloads = loads - 1;
  const heading = await page.locator('h1').textContent();
  // A footer link to another page: what it costs now, whether the app or the browser follows it.
  const links = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  const here = new URL(page.url()).pathname;
  const hrefs = await links.evaluateAll((all) => all.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const other = Math.max(
    0,
    hrefs.findIndex((href) => href !== here),
  );
  const started = Date.now();
  await links.nth(other).tap();
  await page.waitForFunction((old) => document.querySelector('h1')?.textContent !== old, heading, { timeout: 30_000 });
  const tapMs = Date.now() - started;
  await context.close();
  const load: Load = {
    fails: describeFailure(failure),
    ...seen,
    reloads,
    keptWords: seen.first > 0 && seen.fewest === seen.first && words >= seen.first,
    tapMs,
  };
  return { load, scripts: [...scripts] };
}

async function main() {
  const { server, origin } = await serveWarm(values.dir, Number(values.port));
  const browser = await chromium.launch(chromiumLaunch);
  const results: Record<string, Load[]> = {};
  let safe = true;
  try {
    for (const route of values.routes?.split(',') ?? ROUTE_PATHS) {
      const url = routeUrl(route, origin);
      const normal = await visit(browser, url, { kind: 'none' });
      results[route] = [normal.load];
      for (const script of normal.scripts)
        results[route].push((await visit(browser, url, { kind: 'script', url: script })).load);
      results[route].push((await visit(browser, url, { kind: 'every third' })).load);
      for (const load of results[route]) safe &&= load.keptWords && load.reloads <= 1;
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`\nA script failing while the page starts, phone (${PHONE_LABEL}), one fresh load each:\n`);
  const rows = [['route', 'script failing', 'LCP', 'start ended', 'reloads', "main's words kept", 'tap to next page']];
  for (const [route, loads] of Object.entries(results))
    for (const load of loads)
      rows.push([
        route,
        load.fails,
        `${load.lcpMs} ms`,
        load.endedMs === null ? 'never (entry failed)' : `${load.endedMs} ms`,
        `${load.reloads}`,
        load.keptWords ? 'yes' : 'NO',
        `${load.tapMs} ms`,
      ]);
  console.log(table(rows, 'markdown'));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/startup-failure.json', `${JSON.stringify({ phone: PHONE_LABEL, results }, null, 2)}\n`);
  if (!safe) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
