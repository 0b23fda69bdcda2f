import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { buildContent, ContentError, watchContent } from './scripts/content.ts';
import { contentImagesPlugin } from './scripts/content-images.ts';
import { leanContent } from './scripts/lean-content.ts';
import { THEME_BOOT_SCRIPT } from './src/lib/theme-storage.ts';

/** contentlayer2 has no Vite plugin: build once before anything imports the generated data. */
function contentlayer(): Plugin {
  let stopWatching: (() => void) | undefined;
  return {
    name: 'portfolio:contentlayer',
    async config(_config, env) {
      // The SSR build runs after the client build in the same `npm run build`.
      if (env.isSsrBuild || env.isPreview) return;
      try {
        await buildContent();
      } catch (error) {
        // A content mistake: show the owner the check's report, not a stack trace.
        if (!(error instanceof ContentError)) throw error;
        console.error(error.message);
        process.exit(1);
      }
    },
    configureServer(server) {
      if (process.env.VITEST) return;
      stopWatching = watchContent();
      server.httpServer?.once('close', () => stopWatching?.());
    },
  };
}

/** Puts the pre-paint theme script in every page, dev and build alike. */
function themeBootScript(): Plugin {
  return {
    name: 'portfolio:theme-boot-script',
    transformIndexHtml: (html) => html.replace('<!--app-theme-script-->', `<script>${THEME_BOOT_SCRIPT}</script>`),
  };
}

const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  base,
  plugins: [
    contentlayer(),
    contentImagesPlugin(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Each route's loader (its content) is split too, so a page downloads only its own words.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent', 'notFoundComponent', 'pendingComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.(css|test)\\.tsx?$',
    }),
    react(),
    vanillaExtractPlugin(),
    themeBootScript(),
    leanContent(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'contentlayer/generated': fileURLToPath(new URL('./.contentlayer/generated', import.meta.url)),
    },
  },
  // One stylesheet for the whole site: it is small, cached across pages, and every prerendered
  // page links it, so no route's styles arrive late. The manifest tells the prerender what to preload.
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    cssCodeSplit: false,
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
              test: /src[\\/](components[\\/](PageLayout|Section|Card|Chip|ExternalLink|Button|Timeline)[\\/]|content[\\/]format)/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    css: false,
  },
});
