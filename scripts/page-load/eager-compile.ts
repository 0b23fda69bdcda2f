import type { Plugin } from 'vite';

/** `import{t as e,n}from"./rolldown-runtime-….js"`: the bundler's helpers, under their local names. */
const RUNTIME_IMPORT = /import\{([^}]*)\}from"\.\/rolldown-runtime-[\w-]+\.js"/;

/**
 * Marks each CommonJS module's wrapper (React DOM's is 200 KB of code in one function) as a
 * function the page calls at once, so V8 compiles it on a background thread while the file
 * downloads rather than on the main thread when the app starts.
 *
 * The bundler wraps CommonJS code as `helper(((exports, module) => { … }))`. V8 compiles eagerly
 * only a parenthesised `function` expression, not an arrow, so the wrapper becomes
 * `helper((function(exports, module) { … }))`. Called without a receiver in strict module code,
 * both see `this` as undefined, and neither body may use `arguments`, so the change is safe.
 */
export function rewriteCommonJsWrappers(code: string): string {
  const imported = RUNTIME_IMPORT.exec(code)?.[1];
  if (!imported) return code;
  const helpers = imported.split(',').map((binding) => binding.split(' as ').at(-1)?.trim() ?? '');
  let result = code;
  for (const helper of helpers.filter((name) => /^[\w$]+$/.test(name))) {
    const escaped = helper.replace(/\$/g, '\\$');
    const wrapper = new RegExp(`(?<![\\w$.])${escaped}\\(\\((?:\\(([\\w$,]*)\\)|([\\w$]+))=>\\{`, 'g');
    result = result.replace(
      wrapper,
      (_match, list: string | undefined, single: string | undefined) => `${helper}((function(${list ?? single}){`,
    );
  }
  return result;
}

/**
 * Rewrites every chunk's wrappers. Throws when no chunk had one: React DOM is CommonJS, so the
 * bundler's output no longer has the shape this reads, and the build would silently lose the gain.
 */
export function rewriteChunks(chunks: readonly string[]): string[] {
  const rewritten = chunks.map(rewriteCommonJsWrappers);
  if (chunks.length > 0 && rewritten.every((code, index) => code === chunks[index]))
    throw new Error(
      'eager-compile (scripts/page-load/eager-compile.ts) found no CommonJS wrapper to rewrite: it looks for ' +
        '`import{…}from"./rolldown-runtime-….js"` and `helper(((exports,module)=>{` in the minified chunks. ' +
        "The bundler's output changed shape: update its patterns, or remove the plugin if nothing is CommonJS any more.",
    );
  return rewritten;
}

/**
 * V8's compile hint for a whole file (Chrome 136 and later; other engines read a comment): every
 * function in it is compiled while the file streams in, not on the main thread the first time it
 * runs. React's own file holds the code a first tap runs for the first time, its event system and
 * its updates; the router's, the code the app's start runs once (the route table, the first load).
 * What each buys, measured with and without: scripts/page-load/README.md.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the compile hint at the top of the chunk named `name`; throws when there is none. */
export function hintChunk(chunks: readonly { name: string; code: string }[], name: string): void {
  const chunk = chunks.find((candidate) => candidate.name === name);
  if (!chunk)
    throw new Error(
      `eager-compile (scripts/page-load/eager-compile.ts) found no chunk named "${name}" to give V8's compile hint: ` +
        'the chunk groups (scripts/page-load/chunks.ts) no longer make it. Name the chunk that holds that code, or drop its hint.',
    );
  chunk.code = COMPILE_HINT + chunk.code;
}

/** The chunks (scripts/page-load/chunks.ts) whose every function the page calls as it starts. */
const HINTED_CHUNKS = ['react', 'router'];

/**
 * Applies `rewriteCommonJsWrappers` to the browser bundle's chunks once they are minified, and
 * gives React's and the router's chunks the compile hint.
 */
export function eagerCompile(): Plugin {
  return {
    name: 'portfolio:eager-compile',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (chunk) => chunk.type === 'chunk' && chunk.fileName.endsWith('.js'),
      ) as { name: string; code: string }[];
      const rewritten = rewriteChunks(chunks.map((chunk) => chunk.code));
      chunks.forEach((chunk, index) => {
        chunk.code = rewritten[index] as string;
      });
      for (const name of HINTED_CHUNKS) hintChunk(chunks, name);
    },
  };
}
