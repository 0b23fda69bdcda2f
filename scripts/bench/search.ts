/**
 * `npm run bench -- search`: what search costs. On the built site, in the phone emulation (CPU 4x,
 * 150 ms round trip, 1.6 Mbps), the time from a tap on the top bar's search button to the first
 * results shown, and what that fetched; the first search of a visit, so nothing is cached. Then
 * the index Pagefind writes for 100 and 1,000 generated posts (search-index.ts): its bytes, what
 * a first query downloads, the time to write it; `--compare` adds MiniSearch, FlexSearch and Orama
 * with the same posts when they are installed beside the project (never saved):
 *
 *   npm i --no-save minisearch flexsearch @orama/orama
 *   tsx scripts/bench/search.ts [--no-build] [--dir dist] [--runs 3] [--route /] [--query word]
 *                               [--posts 100,1000] [--compare] [--skip-phone] [--skip-index]
 *
 * The phone figure on a site of many posts: write them into a copy of the content
 * (`npx tsx tests/owners/generate-posts.ts --posts 1000 --out <content>`), build it with
 * CONTENT_DIR and DIST_DIR, then `--no-build --dir <dist> --route /journal`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../src/lib/loader-attributes';
import { chromiumLaunch } from '../chromium';
import { env } from '../env';
import { routeUrl } from '../routes';
import { kb, table } from '../table';
import { PHONE, PHONE_LABEL, phonePage } from './phone';
import { indexFigures } from './search-index';
import { serveWarm } from './server-process';
import { median } from './stats';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dir: { type: 'string', default: env.distDir },
    runs: { type: 'string', default: '3' },
    route: { type: 'string', default: '/' },
    query: { type: 'string' },
    port: { type: 'string', default: '0' },
    posts: { type: 'string', default: '100,1000' },
    compare: { type: 'boolean', default: false },
    'skip-phone': { type: 'boolean', default: false },
    'skip-index': { type: 'boolean', default: false },
  },
});

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'never');

/** A word of the built home page's heading, which its own index holds: what a first search might be. */
function builtQuery(dir: string): string {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const heading = (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>|&[^;]+;/g, ' ');
  return heading.split(/\s+/).reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

type Run = { dialog: number; results: number; bytes: number; requests: number; longest: number };

/** One visit: the page loaded and the app running, a pause, then a tap on search and the query typed at once. */
async function measureSearch(page: Page, url: string, query: string): Promise<Run> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`);
  // Found by what it does, not its words, so every language's pages can be measured.
  const button = page.getByRole('banner').locator('button[aria-keyshortcuts]');
  await button.waitFor();
  await page.waitForTimeout(1000);
  const fetched: { bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    if (sizes) fetched.push({ bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  await page.evaluate(() => {
    const record = { longest: 0, start: 0 };
    (window as unknown as { searchBench: typeof record }).searchBench = record;
    new PerformanceObserver((list) => {
      for (const task of list.getEntries())
        if (task.startTime >= record.start) record.longest = Math.max(record.longest, task.duration);
    }).observe({ type: 'longtask' });
  });
  const start = await page.evaluate(() => {
    const record = (window as unknown as { searchBench: { start: number } }).searchBench;
    record.start = performance.now();
    return record.start;
  });
  await button.tap();
  const box = page.getByRole('combobox');
  await box.waitFor();
  const dialog = await page.evaluate(() => performance.now());
  await box.fill(query);
  await page.getByRole('option').first().waitFor({ timeout: 60_000 });
  const results = await page.evaluate(() => performance.now());
  const longest = await page.evaluate(
    () => (window as unknown as { searchBench: { longest: number } }).searchBench.longest,
  );
  return {
    dialog: dialog - start,
    results: results - start,
    bytes: fetched.reduce((total, file) => total + file.bytes, 0),
    requests: fetched.length,
    longest,
  };
}

async function phone(): Promise<void> {
  if (!values['no-build'] && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0)
    throw new Error('The build failed.');
  const query = values.query ?? builtQuery(values.dir);
  const { server, origin } = await serveWarm(values.dir, Number(values.port));
  const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
  const runs: Run[] = [];
  try {
    for (let run = 0; run < Math.max(1, Number(values.runs)); run += 1) {
      // A new context each time: a first search, nothing of search in the cache.
      const context = await browser.newContext(PHONE);
      const { page } = await phonePage(context);
      runs.push(await measureSearch(page, routeUrl(values.route, origin), query));
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  for (const run of runs)
    console.log(
      `  dialog ${ms(run.dialog)}, first results ${ms(run.results)}, ${kb(run.bytes)} in ${run.requests} requests, longest task ${ms(run.longest)}`,
    );
  console.log(
    `\nSearch on ${values.route} of ${values.dir}/ for "${query}", phone emulation (${PHONE_LABEL}), medians of ${runs.length} first searches, from the tap on the button:\n`,
  );
  console.log(
    table(
      [
        ['dialog open', 'first results', 'fetched for search', 'requests', 'longest task'],
        [
          ms(median(runs.map((run) => run.dialog))),
          ms(median(runs.map((run) => run.results))),
          kb(median(runs.map((run) => run.bytes))),
          String(median(runs.map((run) => run.requests))),
          ms(median(runs.map((run) => run.longest))),
        ],
      ],
      'markdown',
    ),
  );
}

async function index(): Promise<void> {
  const counts = values.posts.split(',').map(Number);
  const figures = await indexFigures(counts, values.compare);
  const rows = [['engine', 'posts', 'index (gzip)', 'first query downloads', 'build', 'CJK words found', 'note']];
  for (const figure of figures)
    if (typeof figure === 'string') console.log(`  ${figure}`);
    else
      rows.push([
        figure.engine,
        String(figure.posts),
        kb(figure.indexBytes),
        kb(figure.firstQueryBytes),
        `${figure.buildSeconds.toFixed(2)} s`,
        figure.cjk,
        figure.note,
      ]);
  console.log(`\nThe search index for generated posts (tests/owners/generate-posts.ts), about 700 words each:\n`);
  console.log(table(rows, 'markdown'));
}

async function main() {
  if (!values['skip-phone']) await phone();
  if (!values['skip-index']) await index();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
