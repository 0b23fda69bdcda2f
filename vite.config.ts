import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import type { ContentTimes } from './scripts/content/run.ts';
import { env } from './scripts/env.ts';
import type { FactsMap } from './scripts/github-facts/build.ts';
import { githubFactsPlugin } from './scripts/github-facts/plugin.ts';
import { localize, oneLanguage } from './scripts/i18n/plugin.ts';
import { chunkGroups } from './scripts/page-load/chunks.ts';
import { eagerCompile } from './scripts/page-load/eager-compile.ts';
import { interFont } from './scripts/page-load/inter-font.ts';
import { leanContent } from './scripts/page-load/lean-content.ts';
import { mathsFont } from './scripts/page-load/maths-font.ts';
import { resumePlugin } from './scripts/resume/plugin.ts';
import type { ResumeFiles } from './scripts/resume/render.tsx';
import { bundleMap } from './scripts/vite/bundle-map.ts';
import { contentImagesPlugin } from './scripts/vite/content-images.ts';
import { contentlayer } from './scripts/vite/contentlayer.ts';
import { sectionsPlugin } from './scripts/vite/sections.ts';
import { themeBootScript } from './scripts/vite/theme-boot.ts';
import { vanillaExtract } from './scripts/vite/vanilla-extract.ts';

// Unit tests run on the fixture content (tests/fixtures/compile.ts compiles it), never on content/.
const generatedContent = env.vitest ? './.contentlayer/fixture/.contentlayer/generated' : './.contentlayer/generated';

/** What the build script has started before bundling, for the plugins that wait for it. */
export type BuildRuns = {
  content?: Promise<ContentTimes>;
  /** The résumé files in this build's language. */
  resume?: Promise<ResumeFiles>;
  /** The GitHub facts this build fetched. */
  facts?: Promise<FactsMap>;
};

/** The build tier's files, wherever they sit: what runs a build, a command or contentlayer. */
const BUILD_TIER = '{src,scripts,tests}/**/*.build.test.{ts,tsx}';
/** The unit tier's guard: a test there that starts a process fails, saying where it belongs. */
const UNIT_TIER = './tests/unit-tier.setup.ts';

/** TanStack Router's file routes, loaded only where the app is built or served. */
const routeTree = () =>
  import('@tanstack/router-plugin/vite').then(({ tanstackRouter }) =>
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Each route's loader (its content) is split out with its component, one file, so a page downloads
      // only its own words.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent', 'notFoundComponent', 'pendingComponent'],
        ],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.(css|test)\\.tsx?$',
      // Loading prettier to tidy a generated file slows every build (docs/performance/build-and-test-time.md).
      enableRouteTreeFormatting: false,
    }),
  );

/**
 * The site's configuration in one of its languages (SITE_LANGUAGE, else the default): the build
 * (scripts/site/index.ts) asks for one per language, handing over the runs it started; the dev
 * server and tests use the default, whose plugins start their own.
 */
export const siteConfig = (language = env.siteLanguage, runs: BuildRuns = {}) =>
  ({
    base: env.basePath,
    // A Vitest run that reruns nothing needs no file watcher: its first scan of the project took
    // half of a one-file run's 7 s.
    ...(env.vitestRunsOnce ? { server: { watch: null } } : {}),
    plugins: [
      contentlayer({ run: runs.content }),
      localize(language),
      oneLanguage(),
      contentImagesPlugin(),
      sectionsPlugin(generatedContent, language, runs.content),
      resumePlugin(runs.resume),
      githubFactsPlugin(runs.facts),
      // The app's route tree: no test imports a route file, and the plugin's pass over every module
      // would cost the unit tier a fifth of its CPU time, so tests go without it.
      env.vitest ? null : routeTree(),
      react(),
      vanillaExtract(),
      themeBootScript(),
      interFont(),
      mathsFont(),
      leanContent(),
      eagerCompile(),
      bundleMap(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        'contentlayer/generated': fileURLToPath(new URL(generatedContent, import.meta.url)),
      },
    },
    // One stylesheet for the whole site: it is small, cached across pages, and every prerendered
    // page links it, so no route's styles arrive late. The manifest tells the prerender what to preload.
    build: {
      target: 'es2022',
      // Fonts are always files: a small cut of Inter inlined as data: would break the CSP's font-src 'self'.
      assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
      modulePreload: { polyfill: false },
      cssCodeSplit: false,
      // `tsx scripts/site/size-gate.ts` measures what matters; Vite's own gzip report slows every build.
      reportCompressedSize: false,
      manifest: true,
      rolldownOptions: {
        // Rolldown's "[PLUGIN_TIMINGS]" note on a slow build is noise to an owner: the build prints its own steps' times.
        checks: { bundlerTimings: false },
        output: {
          codeSplitting: { groups: chunkGroups },
        },
      },
    },
    // Bundled into the server render so only the parts it uses load at prerender time
    // (docs/performance/build-and-test-time.md).
    ssr: { noExternal: ['motion', 'framer-motion', 'motion-dom', 'motion-utils'] },
    test: {
      // Once per run, and only when the fixture, the model or the config changed (its content hash).
      globalSetup: ['./tests/fixtures/compile.ts'],
      setupFiles: ['./tests/setup.ts'],
      css: false,
      // A worker per core, not Vitest's one fewer: the build tier's files mostly wait on the
      // builds they run as processes, and the main process is idle while the workers run.
      maxWorkers: availableParallelism(),
      // Two tiers (`npm run test:unit`, `npm run test:build`): the unit projects run pure functions and
      // components, and their setup fails any test that starts a process; whatever runs a build,
      // a command or contentlayer is a *.build.test.ts file, anywhere, in the build project.
      projects: [
        {
          extends: true,
          test: {
            name: 'unit-app',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/**/*.isolated.test.{ts,tsx}', BUILD_TIER],
            setupFiles: [UNIT_TIER],
            // One DOM per worker, not per file (54 → 15 CPU-s): each test's DOM and storage are
            // reset in tests/setup.ts; a file that mocks a module is *.isolated.test.* (below).
            isolate: false,
          },
        },
        // A module mocked in one file would stay mocked for the next one in a shared worker.
        {
          extends: true,
          test: {
            name: 'unit-isolated',
            environment: 'jsdom',
            include: ['src/**/*.isolated.test.{ts,tsx}'],
            exclude: [BUILD_TIER],
            setupFiles: [UNIT_TIER],
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-node',
            environment: 'node',
            include: ['scripts/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
            exclude: [BUILD_TIER],
            setupFiles: [UNIT_TIER],
            // Their modules keep no state between files (each sets up its own sandbox), so one
            // module cache per worker serves them all: 12% less time than a fresh one per file.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'build',
            environment: 'node',
            include: [BUILD_TIER],
            // Each runs the build's own commands as processes, as the owner does: seconds apiece.
            testTimeout: 20_000,
            // Their hooks make and remove copies of the project (scripts/test/sandbox.ts): thousands
            // of files, which took over Vitest's 10 s to remove once on a machine running two
            // suites. The hooks that build say their own, longer, timeouts.
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }) satisfies UserConfig & { test: unknown };

export default defineConfig(siteConfig());
