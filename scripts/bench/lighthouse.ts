/**
 * `npm run bench` (or `npm run bench -- lighthouse`): Lighthouse CI on every route of a build.
 * lighthouserc.json holds the job: Lighthouse's mobile config (simulated slow 4G, 4x slower CPU),
 * three runs a route, and the targets as assertions on each route's medians (performance 100,
 * LCP ≤ 950 ms, TBT ≤ 50 ms, CLS 0, and 100 in the other categories). This builds the site,
 * serves it compressed on 127.0.0.1 with scripts/site/serve.ts like a static host (every file
 * compressed once before the runs), runs `lhci collect`, `lhci assert` and `lhci upload` (the
 * reports into bench-results/lighthouse/), prints each route's medians, writes them to
 * bench-results/lighthouse.json and exits non-zero when a route misses a target.
 *
 * With `--h2` the pages come over HTTPS and HTTP/2, as a real host serves them (h2-proxy.ts); with
 * `--github-pages` as GitHub Pages serves them: gzip alone, `max-age=600`, its own few headers and
 * no `_headers` file (the page carries its CSP). `--gzip-only` keeps the `_headers` file's headers
 * beside gzip, which no host sends: 1.6 KB that can push a page past the first round trip.
 *
 *   tsx scripts/bench/lighthouse.ts [--no-build] [--runs 3] [--port 0] [--dir dist] [--routes /pl/,/pl/skills] [--h2] [--github-pages | --gzip-only]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumLaunch } from '../chromium';
import { env } from '../env';
import { ROUTE_PATHS, routeUrl } from '../routes';
import { BUDGETS } from '../site/check-size';
import { kb } from '../table';
import { startH2Proxy } from './h2-proxy';
import { type Figures, figures, type Lhr, type RouteResult, resultsTable } from './lighthouse-figures';
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
    'github-pages': { type: 'boolean', default: false },
  },
});
const serving = values['github-pages'] ? 'github-pages' : values['gzip-only'] ? 'gzip-only' : 'brotli';

const LHCI = join(dirname(createRequire(import.meta.url).resolve('@lhci/cli/package.json')), 'src', 'cli.js');
/** Where `lhci collect` keeps each run's report. */
const COLLECTED = '.lighthouseci';

/** Runs one `lhci` command on lighthouserc.json, its output on ours; whether it passed. */
const lhci = (command: string, args: string[] = []) =>
  spawnSync(process.execPath, [LHCI, command, '--config=lighthouserc.json', ...args], { stdio: 'inherit' }).status ===
  0;

/** Under --h2 every request the page made came over HTTP/2: the figures model what they claim to. */
function expectHttp2(lhr: Lhr) {
  const items =
    (lhr.audits['network-requests']?.details as { items?: { url: string; protocol?: string }[] } | undefined)?.items ??
    [];
  const other = items.filter((item) => !item.url.startsWith('data:') && item.protocol !== 'h2');
  if (other.length > 0)
    throw new Error(`--h2, yet ${other.map((item) => `${item.url} (${item.protocol})`).join(', ')}`);
}

/** Each route's runs, as `lhci collect` saved them, with their medians. */
function collectedResults(urls: Map<string, string>): RouteResult[] {
  const runs = new Map<string, Figures[]>();
  for (const file of readdirSync(COLLECTED).filter((name) => /^lhr-.*\.json$/.test(name))) {
    const lhr = JSON.parse(readFileSync(join(COLLECTED, file), 'utf8')) as Lhr & { requestedUrl: string };
    if (values.h2) expectHttp2(lhr);
    const route = urls.get(lhr.requestedUrl) ?? lhr.requestedUrl;
    runs.set(route, [...(runs.get(route) ?? []), figures(lhr)]);
  }
  return [...urls.values()].map((route) => {
    const measured = runs.get(route) ?? [];
    const keys = Object.keys(measured[0] ?? {}) as (keyof Figures)[];
    const median = Object.fromEntries(keys.map((key) => [key, medianOfAll(measured.map((f) => f[key]))])) as Figures;
    return { route, median, runs: measured };
  });
}

async function main() {
  const runs = Math.max(1, Number(values.runs));
  const dir = values.dir;
  const base = env.basePath;
  if (values.build && !values['no-build']) {
    console.log(`Building into ${dir}/ ...`);
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, DIST_DIR: dir } });
    if (built.status !== 0) throw new Error('The build failed.');
  }

  // Served here rather than by lighthouserc.json's startServerCommand: from any folder, under the
  // deploy's base, gzip alone if asked, and with every file compressed before the first run.
  const port = Number(values.port) || (await freePort());
  await startServer(dir, port, base, serving);
  const plain = `http://127.0.0.1:${port}${base}`;
  console.log(`Serving ${dir}/ at ${plain} with ${await checkCompression(plain, serving !== 'brotli')} compression.`);
  console.log(`Compressed ${await warmUp(dir, plain)} files ahead of the runs.`);
  let origin = plain;
  const chromeFlags = [...chromiumLaunch.args];
  if (values.h2) {
    const securePort = await freePort();
    const proxy = await startH2Proxy(port, securePort);
    adoptChild(proxy);
    chromeFlags.push(proxy.chromiumFlag);
    origin = `https://127.0.0.1:${securePort}${base}`;
    console.log(`Lighthouse loads it over HTTPS and HTTP/2 at ${origin}.`);
  }

  const urls = new Map((values.routes?.split(',') ?? ROUTE_PATHS).map((route) => [routeUrl(route, origin), route]));
  let passed: boolean;
  try {
    const collected = lhci('collect', [
      '--startServerCommand=',
      `--numberOfRuns=${runs}`,
      `--chromePath=${chromiumLaunch.executablePath}`,
      `--settings.chromeFlags=${chromeFlags.join(' ')}`,
      ...[...urls.keys()].map((url) => `--url=${url}`),
    ]);
    if (!collected) throw new Error('Lighthouse CI could not collect every route.');
    passed = lhci('assert');
    lhci('upload');
  } finally {
    stopChildren();
  }

  const results = collectedResults(urls);
  console.log(`\nLighthouse ${runs > 1 ? `medians of ${runs} runs` : '1 run'}, mobile, simulated throttling:\n`);
  console.log(resultsTable(results));
  console.log(
    `\nBytes are as transferred, response headers included (${values.h2 ? 'HTTP/2 compresses them' : 'the preview server speaks HTTP/1.1, so they are not compressed'}).` +
      ` The ${kb(BUDGETS.js)} JavaScript budget is \`tsx scripts/site/size-gate.ts\`: the first-load scripts, gzipped.`,
  );
  mkdirSync('bench-results', { recursive: true });
  const file = join('bench-results', 'lighthouse.json');
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), runs, passed, results }, null, 2)}\n`);
  console.log(`\nWrote ${file}; the reports are in bench-results/lighthouse/.`);
  console.log(passed ? 'Every route met every target.' : 'A route missed a target (above, from lhci assert).');
  if (!passed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  stopChildren();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
