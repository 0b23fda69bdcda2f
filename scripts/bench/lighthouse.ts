/**
 * The performance benchmark: builds the site, serves it compressed on 127.0.0.1 like a static
 * host, and runs Lighthouse (mobile default config: simulated slow 4G and a 4x slower CPU) on
 * every route, several times, with Debian's Chromium. Prints the medians, writes them to
 * bench-results/lighthouse.json, and exits non-zero when a route misses a target.
 *
 * With `--h2` the pages come over HTTPS and HTTP/2, as a real host serves them (h2-proxy.ts); with
 * `--gzip-only` compressed with gzip alone, as GitHub Pages sends them (both: as GitHub Pages serves).
 *
 *   tsx scripts/bench/lighthouse.ts [--no-build] [--runs 3] [--port 0] [--dir dist] [--routes /pl/,/pl/skills] [--h2] [--gzip-only]
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumLaunch } from '../chromium';
import { env } from '../env';
import { ROUTE_PATHS, routeName, routeUrl } from '../routes';
import { BUDGETS } from '../site/check-size';
import { kb } from '../table';
import { startH2Proxy } from './h2-proxy';
import { type Figures, figures, missedTargets, type RouteResult, resultsTable, TARGETS } from './lighthouse-figures';
import { adoptChild, checkCompression, freePort, startServer, stopChildren, warmUp } from './server-process';
import { medianOfAll } from './stats';

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '0' },
    dir: { type: 'string', default: env.distDir },
    // Other pages than the six, e.g. another language's or a post: --routes /pl/,/writing/a-post
    routes: { type: 'string' },
    h2: { type: 'boolean', default: false },
    'gzip-only': { type: 'boolean', default: false },
  },
});

/**
 * Debian's Chromium, headless, with a fresh profile, for Lighthouse alone to drive over the DevTools
 * protocol. Not through Playwright: Playwright attaches to every page the browser opens and sets
 * up its own scripts in it, work that Lighthouse counted as 300-400 ms of blocking time.
 */
async function launchChromium(port: number, flags: string[] = []): Promise<ChildProcess> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const args = [
    ...chromiumLaunch.args,
    '--headless=new',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    ...flags,
  ];
  const child = spawn(chromiumLaunch.executablePath, [...args, 'about:blank'], { stdio: 'ignore' });
  // Chromium's helper processes may still be writing to the profile as the browser exits: a
  // profile they keep busy past the retries is left to the system's temp dir, not a crash.
  child.once('exit', () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      console.warn(`Left Chromium's profile ${profile} in place: ${(error as Error).message}`);
    }
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`Chromium (${chromiumLaunch.executablePath}) did not open its DevTools port ${port}.`);
}

/** One Lighthouse run; a run whose trace failed (it happens on a busy machine) is tried again. */
async function measureOnce(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= attempts) throw new Error(`${url}: ${error.message}`);
    console.warn(`  ${url}: ${error.code}, trying again`);
  }
}

/** Under --h2 every request the page made came over HTTP/2: the figures model what they claim to. */
function expectHttp2(lhr: Result) {
  const items =
    (lhr.audits['network-requests']?.details as { items?: { url: string; protocol?: string }[] } | undefined)?.items ??
    [];
  const other = items.filter((item) => !item.url.startsWith('data:') && item.protocol !== 'h2');
  if (other.length > 0)
    throw new Error(`--h2, yet ${other.map((item) => `${item.url} (${item.protocol})`).join(', ')}`);
}

async function main() {
  const runs = Math.max(1, Number(values.runs));
  const dir = values.dir;
  const base = env.basePath;
  if (values.build && !values['no-build']) {
    console.log(`Building into ${dir}/ ...`);
    const built = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, DIST_DIR: dir },
    });
    if (built.status !== 0) throw new Error('The build failed.');
  }

  const port = Number(values.port) || (await freePort());
  await startServer(dir, port, base, values['gzip-only']);
  const plain = `http://127.0.0.1:${port}${base}`;
  console.log(`Serving ${dir}/ at ${plain} with ${await checkCompression(plain, values['gzip-only'])} compression.`);
  console.log(`Compressed ${await warmUp(dir, plain)} files ahead of the runs.`);
  let origin = plain;
  const chromiumFlags: string[] = [];
  if (values.h2) {
    const securePort = await freePort();
    const proxy = await startH2Proxy(port, securePort);
    adoptChild(proxy);
    chromiumFlags.push(proxy.chromiumFlag);
    origin = `https://127.0.0.1:${securePort}${base}`;
    console.log(`Lighthouse loads it over HTTPS and HTTP/2 at ${origin}.`);
  }

  const chromePort = await freePort();
  adoptChild(await launchChromium(chromePort, chromiumFlags));

  const results: RouteResult[] = [];
  mkdirSync(join('bench-results', 'reports'), { recursive: true });
  try {
    for (const route of values.routes?.split(',') ?? ROUTE_PATHS) {
      const url = routeUrl(route, origin);
      const measured: Figures[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await measureOnce(url, chromePort);
        if (values.h2) expectHttp2(result.lhr);
        measured.push(figures(result.lhr));
        writeFileSync(
          join('bench-results', 'reports', `${routeName(route).replace(/\/+$/, '').replaceAll('/', '_')}-${run}.json`),
          JSON.stringify(result.lhr),
        );
        process.stdout.write(`  ${route} run ${run}/${runs}: performance ${measured.at(-1)?.performance}\n`);
      }
      const keys = Object.keys(measured[0] ?? {}) as (keyof Figures)[];
      const m = Object.fromEntries(keys.map((key) => [key, medianOfAll(measured.map((f) => f[key]))])) as Figures;
      results.push({ route, median: m, runs: measured, missed: missedTargets(m) });
    }
  } finally {
    stopChildren();
  }

  console.log(`\nLighthouse ${runs > 1 ? `medians of ${runs} runs` : '1 run'}, mobile, simulated throttling:\n`);
  console.log(resultsTable(results));
  console.log(
    `\nBytes are as transferred, response headers included (${values.h2 ? 'HTTP/2 compresses them' : 'the preview server speaks HTTP/1.1, so they are not compressed'}).` +
      ` The ${kb(BUDGETS.js)} JavaScript budget is \`tsx scripts/site/size-gate.ts\`: the first-load scripts, gzipped.`,
  );
  const failed = results.filter((result) => result.missed.length > 0);
  mkdirSync('bench-results', { recursive: true });
  const file = join('bench-results', 'lighthouse.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), runs, targets: TARGETS, passed: failed.length === 0, results }, null, 2)}\n`,
  );
  console.log(`\nWrote ${file}.`);
  if (failed.length > 0) {
    for (const result of failed) console.error(`${result.route} missed: ${result.missed.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('Every route met every target.');
  }
}

main().catch((error: unknown) => {
  stopChildren();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
