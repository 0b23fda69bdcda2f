import type { Plugin } from 'vite';
import { buildContent, ContentError, contentRun, watchContent } from '../content/run.ts';

/** Imports of the generated content: the alias, and the files it points into. */
const GENERATED_CONTENT = /^contentlayer\/generated$|[/\\]\.contentlayer[/\\]generated/;

/** contentlayer2 has no Vite plugin: compile content/ before anything imports the generated data. */
export function contentlayer(): Plugin {
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
