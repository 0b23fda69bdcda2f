import type { Plugin, ViteDevServer } from 'vite';
import { checkContent } from '../content/check/check.ts';
import { buildContent, ContentError, type ContentTimes, previewContent, watchContent } from '../content/run.ts';
import { env } from '../env.ts';
import { type ContentCheckError, contentCheckError } from './content-error.ts';

/** Imports of the generated content: the alias, and the files it points into. */
const GENERATED_CONTENT = /^contentlayer\/generated$|[/\\]\.contentlayer[/\\]generated/;
/** The module every import of the generated data goes through: the one that fails for a mistake, once. */
const GENERATED_INDEX = /[/\\]\.contentlayer[/\\]generated[/\\]index\.mjs$/;

/**
 * contentlayer2 has no Vite plugin: compile content/ before anything imports the generated data,
 * or wait for `run`, the content build the build script started before bundling
 * (scripts/site/index.ts). While editing, a content mistake fails the generated data's index with
 * the check's report, so the overlay names the file and line, on each change and on each reload.
 */
export function contentlayer(options: { contentDir?: string; run?: Promise<ContentTimes> } = {}): Plugin {
  const contentDir = options.contentDir ?? env.contentDir;
  const { run } = options;
  let stopWatching: (() => void) | undefined;
  let serving = false;
  /** The check's verdict while serving, kept until the next change: undefined until first asked. */
  let problem: ContentCheckError | null | undefined;
  const verdict = (issues: Awaited<ReturnType<typeof checkContent>>) => {
    problem = issues.length > 0 ? contentCheckError(issues) : null;
    return problem;
  };
  /** Sends the verdict to the browser: the overlay for a mistake, fresh modules for a fix. */
  const show = (server: ViteDevServer, error: ContentCheckError | null) => {
    for (const environment of Object.values(server.environments))
      for (const [id, module] of environment.moduleGraph.idToModuleMap)
        if (GENERATED_CONTENT.test(id)) environment.moduleGraph.invalidateModule(module);
    if (error)
      server.ws.send({
        type: 'error',
        err: { message: error.message, stack: '', id: error.id, loc: error.loc, plugin: 'portfolio:contentlayer' },
      });
  };
  return {
    name: 'portfolio:contentlayer',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async config(_config, command) {
      // The build script has started the content run already: bundling goes on while it compiles.
      // Tests read the fixture's compiled content (tests/fixtures/compile.ts), never content/.
      if (command.isSsrBuild || command.isPreview || run || env.vitest) return;
      // `npm run dev` shows drafts and scheduled entries, marked; `vite build` leaves them out.
      if (command.command === 'serve') previewContent();
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
        await run;
        return null;
      },
    },
    load: {
      order: 'pre',
      filter: { id: GENERATED_INDEX },
      async handler() {
        if (!serving) return null;
        const error = problem === undefined ? verdict(await checkContent(contentDir)) : problem;
        if (error) throw error;
        return null;
      },
    },
    configureServer(server) {
      if (env.vitest) return;
      stopWatching = watchContent((issues) => show(server, verdict(issues)));
      server.httpServer?.once('close', () => stopWatching?.());
    },
  };
}
