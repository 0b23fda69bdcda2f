/**
 * The production build: content check, content, client bundle, server render, prerendered pages.
 * Everything is built in dist.staging/ and only moved into dist/ when every step succeeded, so a
 * bad content commit never replaces a good site.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportSampleValues } from '../content/check/sample-report';
import { buildContent } from '../content/run';
import { env } from '../env';
import { startFacts } from '../github-facts/build';
import { siteLanguages } from '../i18n/languages';
import { startResumeRun } from '../resume/plugin';
import { printContentWeight } from './content-weight';
import type { RenderedLanguage } from './prerender';
import { buildStamp } from './version-stamp';

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
  const languages = siteLanguages(env.contentDir);
  // The résumé reads the compiled content; the client build emits it and links it with its size.
  const resume = content.then(async () =>
    (await import('../resume/render')).renderResume(env.basePath, undefined, languages[0]),
  );
  startResumeRun(resume);
  let resumeSeconds = 0;
  // Project facts from GitHub: fetched while everything else builds; the projects route waits for them.
  startFacts(env.contentDir);
  const { build } = await import('vite');
  rmSync(STAGING, { recursive: true, force: true });
  // The prerender's own modules (image rendering among them) load while Vite bundles.
  const prerenderModule = import('./prerender');
  const assembleModule = import('./assemble');
  let mark = performance.now();
  const lap = () => {
    const seconds = (performance.now() - mark) / 1000;
    mark = performance.now();
    return seconds;
  };
  // Which commit the pages are: the deploy polls version.json until the live site names it.
  const stamp = buildStamp();
  const rendered: RenderedLanguage[] = [];
  const languageDirs = new Map<string, string>();
  const times = { check: 0, content: 0, client: 0, server: 0, prerender: 0 };
  // One build of the app per language, the default first and at the root (scripts/i18n/plugin.ts).
  for (const [index, language] of languages.entries()) {
    // Read by the Vite config each build loads (env.siteLanguage).
    process.env.SITE_LANGUAGE = language.code;
    const outDir = index === 0 ? SITE : join(STAGING, `language-${language.code}`);
    if (index > 0) {
      languageDirs.set(language.code, outDir);
      // Its own résumé, from its translations: rendered while its client build starts, which emits it.
      const { renderLanguageResume } = await import('../resume/language-data');
      const files = renderLanguageResume(language, env.basePath, `${SERVER}-resume-${language.code}`);
      startResumeRun(files);
      files.then((done) => (resumeSeconds += done.seconds)).catch(() => undefined);
    }
    const client = build({ build: { outDir, emptyOutDir: true }, logLevel: 'warn' });
    // A content failure wins the race, so its message is the one the owner reads.
    const [{ checkSeconds, contentSeconds }] = await Promise.all([content, client]);
    if (index === 0) Object.assign(times, { check: checkSeconds, content: contentSeconds });
    times.client += lap();
    const server = `${SERVER}-${language.code}`;
    await build({ build: { ssr: 'src/entry-server.tsx', outDir: server, emptyOutDir: true }, logLevel: 'warn' });
    times.server += lap();
    const { prerender } = await prerenderModule;
    rendered.push(await prerender(outDir, server, stamp));
    rmSync(server, { recursive: true, force: true });
    times.prerender += lap();
  }
  const { assembleSite } = await assembleModule;
  const pages = await assembleSite(SITE, rendered, languageDirs, stamp);
  times.prerender += lap();

  if (existsSync(DIST)) renameSync(DIST, PREVIOUS);
  renameSync(SITE, DIST);
  rmSync(STAGING, { recursive: true, force: true });
  const steps = {
    check: times.check,
    content: times.content,
    'content+client': times.client,
    server: times.server,
    résumé: (await resume).seconds + resumeSeconds,
    prerender: times.prerender,
  };
  const detail = Object.entries(steps)
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
  for (const name of existsSync(dirname(SERVER)) ? readdirSync(dirname(SERVER)) : [])
    if (name.startsWith(basename(SERVER))) rmSync(join(dirname(SERVER), name), { recursive: true, force: true });
  console.error(`\nBuild failed: ${DIST}/ was left as it was.`);
  process.exit(1);
});
