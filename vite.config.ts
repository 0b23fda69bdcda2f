import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { env } from './scripts/env.ts';
import { githubFactsPlugin } from './scripts/github-facts/plugin.ts';
import { localize, oneLanguage } from './scripts/i18n/plugin.ts';
import { chunkGroups } from './scripts/page-load/chunks.ts';
import { eagerCompile } from './scripts/page-load/eager-compile.ts';
import { interFont } from './scripts/page-load/inter-font.ts';
import { leanContent } from './scripts/page-load/lean-content.ts';
import { mathsFont } from './scripts/page-load/maths-font.ts';
import { resumePlugin } from './scripts/resume/plugin.ts';
import { bundleMap } from './scripts/vite/bundle-map.ts';
import { contentImagesPlugin } from './scripts/vite/content-images.ts';
import { contentlayer } from './scripts/vite/contentlayer.ts';
import { sectionsPlugin } from './scripts/vite/sections.ts';
import { themeBootScript } from './scripts/vite/theme-boot.ts';
import { vanillaExtract } from './scripts/vite/vanilla-extract.ts';

// Unit tests run on the fixture content (tests/fixtures/compile.ts compiles it), never on content/.
const generatedContent = env.vitest ? './.contentlayer/fixture/.contentlayer/generated' : './.contentlayer/generated';

/**
 * The site's configuration in one of its languages (SITE_LANGUAGE, else the default): the build
 * (scripts/site/index.ts) asks for one per language, the dev server and tests use the default.
 */
export const siteConfig = (language = env.siteLanguage) =>
  ({
    base: env.basePath,
    plugins: [
      contentlayer(),
      localize(language),
      oneLanguage(),
      contentImagesPlugin(),
      sectionsPlugin(generatedContent, language),
      resumePlugin(),
      githubFactsPlugin(),
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
      globalSetup: ['./tests/fixtures/compile.ts'],
      setupFiles: ['./tests/setup.ts'],
      css: false,
      // A worker per core, not Vitest's one fewer: many files wait on builds they run as processes.
      // On two cores, `npx vitest run` alone: 220 → 154-159 s.
      maxWorkers: availableParallelism(),
      // Components get a DOM; the Node-side tests start faster without one (a file that needs it says so).
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/**/*.isolated.test.{ts,tsx}'],
            // One DOM per worker, not per file (54 → 15 CPU-s): each test's DOM and storage are
            // reset in tests/setup.ts; a file that mocks a module is *.isolated.test.* (below).
            isolate: false,
          },
        },
        // A module mocked in one file would stay mocked for the next one in a shared worker.
        {
          extends: true,
          test: { name: 'app-isolated', environment: 'jsdom', include: ['src/**/*.isolated.test.{ts,tsx}'] },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // Many run the build's own commands as processes, as the owner does: seconds apiece.
            testTimeout: 20_000,
            // Their modules keep no state between files (each sets up its own sandbox), so one
            // module cache per worker serves them all: 12% less time than a fresh one per file.
            isolate: false,
            include: ['scripts/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          },
        },
      ],
    },
  }) satisfies UserConfig & { test: unknown };

export default defineConfig(siteConfig());
