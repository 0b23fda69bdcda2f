/**
 * The production build: content check, content, client bundle, server render, prerendered pages.
 * Everything is built in dist.staging/ and only moved into dist/ when every step succeeded, so a
 * bad content commit never replaces a good site.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportSampleValues } from '../content/check/sample-report';
import { buildContent } from '../content/run';
import { env } from '../env';
import { startFacts } from '../github-facts/build';
import { startResumeRun } from '../resume/plugin';
import { printContentWeight } from './content-weight';

const DIST = env.distDir;
const STAGING = `${DIST}.staging`;
const SITE = join(STAGING, 'site');
// The server render bundle imports React and the router from node_modules, which Node finds only
// from inside the repository: it is built there (in the ignored .build/) wherever DIST_DIR points.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = join(ROOT, '.build', `server-${process.pid}`);
const PREVIOUS = join(STAGING, 'previous');

// Stack traces parse tsx's source maps at a cost to every build (docs/performance.md); it reports messages.
process.setSourceMapsEnabled(false);

async function main() {
  const started = performance.now();
  // The check runs first and throws at once on a bad file, before anything is written or Vite
  // loads. contentlayer2 then compiles in its own process while Vite bundles: only the modules
  // that read the generated data wait for it (see the contentlayer plugin in vite.config.ts).
  const content = buildContent();
  // The résumé reads the compiled content; the client build emits it and links it with its size.
  const resume = content.then(async () => (await import('../resume/render')).renderResume(env.basePath));
  startResumeRun(resume);
  // Project facts from GitHub: fetched while everything else builds; the projects route waits for them.
  startFacts(env.contentDir);
  const { build } = await import('vite');
  rmSync(STAGING, { recursive: true, force: true });
  // The prerender's own modules (image rendering among them) load while Vite bundles.
  const prerenderModule = import('./prerender');
  let mark = performance.now();
  const lap = () => {
    const seconds = (performance.now() - mark) / 1000;
    mark = performance.now();
    return seconds;
  };
  const client = build({ build: { outDir: SITE, emptyOutDir: true }, logLevel: 'warn' });
  // A content failure wins the race, so its message is the one the owner reads.
  const [{ checkSeconds, contentSeconds }] = await Promise.all([content, client]);
  const clientSeconds = lap();
  await build({ build: { ssr: 'src/entry-server.tsx', outDir: SERVER, emptyOutDir: true }, logLevel: 'warn' });
  const serverSeconds = lap();
  const { prerender } = await prerenderModule;
  const pages = await prerender(SITE, SERVER);
  const prerenderSeconds = lap();

  if (existsSync(DIST)) renameSync(DIST, PREVIOUS);
  renameSync(SITE, DIST);
  rmSync(STAGING, { recursive: true, force: true });
  rmSync(SERVER, { recursive: true, force: true });
  const steps = {
    check: checkSeconds,
    content: contentSeconds,
    'content+client': clientSeconds,
    server: serverSeconds,
    résumé: (await resume).seconds,
  };
  const detail = Object.entries({ ...steps, prerender: prerenderSeconds })
    .map(([step, seconds]) => `${step} ${seconds.toFixed(1)}`)
    .join(', ');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${pages.length} pages into ${DIST}/ in ${seconds} s (${detail}).`);
  // The owner's share of each page: reported, never a failure (the code budgets are `tsx scripts/site/size-gate.ts`).
  printContentWeight(DIST);
  // The sample's name, email or links left in content: warnings in the output and the job summary.
  reportSampleValues(env.contentDir, env.githubActions, env.stepSummary);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // Nothing half-built stays behind, and the site that was in dist/ is in place.
  if (!existsSync(DIST) && existsSync(PREVIOUS)) renameSync(PREVIOUS, DIST);
  rmSync(STAGING, { recursive: true, force: true });
  rmSync(SERVER, { recursive: true, force: true });
  console.error(`\nBuild failed: ${DIST}/ was left as it was.`);
  process.exit(1);
});
