/**
 * The production build: content check, content, client bundle, server render, prerendered pages.
 * Everything is built in dist.staging/ and only moved into dist/ when every step succeeded, so a
 * bad content commit never replaces a good site.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildEnvironmentOptions } from 'vite';
import type { BuildRuns } from '../../vite.config';
import { labelFor } from '../content/check/walk';
import { reportWarnings } from '../content/check/warnings';
import { reportUnpublished } from '../content/publication';
import { checkContentDir, compileContent } from '../content/run';
import { env } from '../env';
import { buildFacts } from '../github-facts/build';
import { siteLanguages } from '../i18n/languages';
import { laggingWarning } from '../i18n/messages';
import { printContentWeight } from './content-weight';
import type { RenderedLanguage } from './prerender';
import { shareImageCounts } from './share-cache';
import { buildStamp } from './version-stamp';

const DIST = env.distDir;
const STAGING = `${DIST}.staging`;
const SITE = join(STAGING, 'site');
// The server render bundle imports React and the router from node_modules, which Node finds only
// from inside the repository: it is built there (in the ignored .build/) wherever DIST_DIR points.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = join(ROOT, '.build', `server-${process.pid}`);
const PREVIOUS = join(STAGING, 'previous');

// Stack traces parse tsx's source maps at a cost to every build; it reports messages
// (docs/performance/build-and-test-time.md).
process.setSourceMapsEnabled(false);

async function main() {
  const started = performance.now();
  // The check runs first and stops the build on a bad file, before anything is written or Vite
  // loads. contentlayer2 then compiles in its own process while Vite bundles: only the modules
  // that read the generated data wait for it (the content plugins are handed this run).
  const content = compileContent(await checkContentDir());
  const languages = siteLanguages(env.contentDir);
  // The résumé reads the compiled content; the client build emits it and links it with its size.
  const main = languages[0] as (typeof languages)[number];
  // In English it reads the compiled content directly; the site's words in another language exist
  // only inside a Vite build (scripts/resume/language-data.ts).
  const resume = content.then(async () =>
    main.code === 'en'
      ? (await import('../resume/render')).renderResume(env.basePath, undefined, main)
      : (await import('../resume/language-data')).renderLanguageResume(
          main,
          env.basePath,
          `${SERVER}-resume-${main.code}`,
        ),
  );
  // A content failure rejects this too; the build reports the content error, not this one.
  resume.catch(() => undefined);
  let resumeSeconds = 0;
  // Project facts from GitHub: fetched while everything else builds; the projects route waits for them.
  const facts = buildFacts(env.contentDir);
  const { build, mergeConfig } = await import('vite');
  // The configuration itself, per language, rather than vite.config.ts read anew by each build: its
  // plugins are handed the runs started here, and wait for them.
  const { siteConfig } = await import('../../vite.config');
  const bundle = (code: string, runs: BuildRuns, options: BuildEnvironmentOptions) =>
    build(mergeConfig(siteConfig(code, runs), { configFile: false, logLevel: 'warn', build: options }));
  rmSync(STAGING, { recursive: true, force: true });
  // The prerender's own modules (image rendering among them) load while Vite bundles.
  const prerenderModule = import('./prerender');
  const assembleModule = import('./assemble');
  const searchModule = import('./search-index');
  let mark = performance.now();
  const lap = () => {
    const seconds = (performance.now() - mark) / 1000;
    mark = performance.now();
    return seconds;
  };
  // Which commit the pages are: the deploy polls version.json until the live site names it.
  const stamp = buildStamp();
  const prerenders: Promise<RenderedLanguage>[] = [];
  const languageDirs = new Map<string, string>();
  const times = { check: 0, content: 0, bundles: 0, prerender: 0, search: 0 };
  // One build of the app per language, the default first and at the root (scripts/i18n/plugin.ts).
  // A language's browser and server bundles build side by side, and its pages render while the
  // next language bundles: the steps load the two cores in turn, so neither waits idle.
  for (const [index, language] of languages.entries()) {
    const outDir = index === 0 ? SITE : join(STAGING, `language-${language.code}`);
    let files = resume;
    if (index > 0) {
      languageDirs.set(language.code, outDir);
      // Its own résumé, from its translations: rendered before its bundles, which emit it and link it with its size.
      const { renderLanguageResume } = await import('../resume/language-data');
      files = renderLanguageResume(language, env.basePath, `${SERVER}-resume-${language.code}`);
      files.then((done) => (resumeSeconds += done.seconds)).catch(() => undefined);
    }
    const runs = { content, resume: files, facts };
    const server = `${SERVER}-${language.code}`;
    const client = bundle(language.code, runs, { outDir, emptyOutDir: true });
    const ssr = bundle(language.code, runs, { ssr: 'src/entry-server.tsx', outDir: server, emptyOutDir: true });
    // A content failure wins the race, so its message is the one the owner reads.
    const [{ checkSeconds, contentSeconds }] = await Promise.all([content, client, ssr]);
    if (index === 0) Object.assign(times, { check: checkSeconds, content: contentSeconds });
    const rendered = prerenderModule
      .then(({ prerender }) => prerender(outDir, server, stamp))
      .finally(() => rmSync(server, { recursive: true, force: true }));
    // Handled here so a failure waits for the await below, which reports it, instead of ending the process.
    rendered.catch(() => undefined);
    prerenders.push(rendered);
  }
  times.bundles = lap();
  const rendered = await Promise.all(prerenders);
  const { assembleSite } = await assembleModule;
  const pages = await assembleSite(SITE, rendered, languageDirs, stamp);
  times.prerender += lap();
  // The search index reads the pages as written, in staging: a page it cannot index publishes nothing.
  const { searchPages, writeSearchIndex } = await searchModule;
  await writeSearchIndex(SITE, searchPages(rendered));
  times.search = lap();

  if (existsSync(DIST)) renameSync(DIST, PREVIOUS);
  renameSync(SITE, DIST);
  rmSync(STAGING, { recursive: true, force: true });
  const steps = {
    check: times.check,
    content: times.content,
    'content+bundles': times.bundles,
    résumé: (await resume).seconds + resumeSeconds,
    prerender: times.prerender,
    search: times.search,
  };
  const detail = Object.entries(steps)
    .map(([step, seconds]) => `${step} ${seconds.toFixed(1)}`)
    .join(', ');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${pages.length} pages into ${DIST}/ in ${seconds} s (${detail}).`);
  const { drawn, reused } = shareImageCounts;
  if (drawn + reused > 0)
    console.log(`Share images: ${drawn} drawn, ${reused} unchanged, copied from ${env.shareImageCache}/.`);
  // The owner's share of each page: reported, never a failure (the code budgets are `tsx scripts/site/size-gate.ts`).
  printContentWeight(DIST);
  // The sample's name, email or links left in content: warnings in the output and the job summary.
  reportWarnings(env.contentDir, env.githubActions, env.stepSummary);
  // Drafts and entries dated after today (UTC), which this build left out.
  reportUnpublished(env.contentDir, labelFor(env.contentDir), env.githubActions, env.stepSummary);
  // A shipped language may lag behind English: its pages show those words in English, and the build says which.
  for (const warning of languages.map((language) => laggingWarning(language.code))) if (warning) console.warn(warning);
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
