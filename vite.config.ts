import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { buildContent, ContentError, contentRun, watchContent } from './scripts/content.ts';
import { contentImagesPlugin } from './scripts/content-images.ts';
import { eagerCompile } from './scripts/eager-compile.ts';
import { interFont } from './scripts/font-plugin.ts';
import { githubFactsPlugin } from './scripts/github-facts/plugin.ts';
import { leanContent } from './scripts/lean-content.ts';
import { resumePlugin } from './scripts/resume/plugin.ts';
import { THEME_BOOT_SCRIPT } from './src/lib/theme-storage.ts';

/** Imports of the generated content: the alias, and the files it points into. */
const GENERATED_CONTENT = /^contentlayer\/generated$|[/\\]\.contentlayer[/\\]generated/;

/** contentlayer2 has no Vite plugin: compile content/ before anything imports the generated data. */
function contentlayer(): Plugin {
  let stopWatching: (() => void) | undefined;
  return {
    name: 'portfolio:contentlayer',
    enforce: 'pre',
    async config(_config, env) {
      // The SSR build runs after the client build in the same `npm run build`, and the build
      // script has started the content run already: bundling goes on while it compiles.
      if (env.isSsrBuild || env.isPreview || contentRun()) return;
      try {
        await buildContent();
      } catch (error) {
        // A content mistake: show the owner the check's report, not a stack trace.
        if (!(error instanceof ContentError)) throw error;
        console.error(error.message);
        process.exit(1);
      }
    },
    // Only the modules that read the generated data wait for the content run; a failed run fails
    // the bundle with it.
    resolveId: {
      order: 'pre',
      filter: { id: GENERATED_CONTENT },
      async handler() {
        await contentRun();
        return null;
      },
    },
    configureServer(server) {
      if (process.env.VITEST) return;
      stopWatching = watchContent();
      server.httpServer?.once('close', () => stopWatching?.());
    },
  };
}

// vanilla-extract's own ids, as its plugin tests them (queries aside).
const STYLE_MODULE = /\.css\.(js|cjs|mjs|jsx|ts|tsx)(\?.*)?$/;
const VIRTUAL_STYLESHEET = /\.vanilla\.css(\?.*)?$/;

/**
 * vanilla-extract's hooks have no filters, so the bundler calls into JavaScript for every one of
 * the ~730 modules only for the hook to return; filters let it skip all but the style modules.
 */
function vanillaExtract(): Plugin[] {
  const filters = { transform: STYLE_MODULE, resolveId: VIRTUAL_STYLESHEET, load: VIRTUAL_STYLESHEET } as const;
  return vanillaExtractPlugin().map((plugin) => {
    const filtered: Plugin = { ...plugin };
    for (const [hook, id] of Object.entries(filters) as [keyof typeof filters, RegExp][]) {
      const handler = plugin[hook];
      // biome-ignore lint/suspicious/noExplicitAny: the three hooks' handler types differ
      if (typeof handler === 'function') filtered[hook] = { filter: { id }, handler } as any;
    }
    return filtered;
  });
}

/** Puts the pre-paint theme script in every page, dev and build alike. */
function themeBootScript(): Plugin {
  return {
    name: 'portfolio:theme-boot-script',
    transformIndexHtml: (html) => html.replace('<!--app-theme-script-->', `<script>${THEME_BOOT_SCRIPT}</script>`),
  };
}

const base = process.env.BASE_PATH ?? '/';

// Unit tests run on the fixture content (tests/fixtures/compile.ts compiles it), never on content/.
const generatedContent = process.env.VITEST
  ? './.contentlayer/fixture/.contentlayer/generated'
  : './.contentlayer/generated';

export default defineConfig({
  base,
  plugins: [
    contentlayer(),
    contentImagesPlugin(),
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
      // Loading prettier to tidy a generated file cost every build a fifth of a second.
      enableRouteTreeFormatting: false,
    }),
    react(),
    vanillaExtract(),
    themeBootScript(),
    interFont(),
    leanContent(),
    eagerCompile(),
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
    // `npm run size` measures what matters; Vite's own gzip report cost half a second a build.
    reportCompressedSize: false,
    manifest: true,
    // What every page runs, in three chunks the deferred loader imports in parallel: each one
    // evaluates in its own task, so no single long task blocks input while the page hydrates.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/ },
            { name: 'app', test: /src[\\/]routes[\\/][\w-]+\.tsx$/ },
            // The primitives most pages use: one request and one gzip stream, not a dozen tiny files.
            {
              name: 'ui',
              test: /src[\\/](components[\\/](PageLayout|Section|Card|Chip|ExternalLink|Button|Timeline|ResumeLink)[\\/]|content[\\/](format|resume))|^\0virtual:resume$/,
            },
          ],
        },
      },
    },
  },
  // Bundled into the server render so only the parts it uses load at prerender time: loading all
  // of motion from node_modules took a quarter of a second of every build.
  ssr: { noExternal: ['motion', 'framer-motion', 'motion-dom', 'motion-utils'] },
  test: {
    environment: 'jsdom',
    globalSetup: ['./tests/fixtures/compile.ts'],
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    css: false,
  },
});
