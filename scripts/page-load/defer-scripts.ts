/**
 * Moves a prerendered page's modules out of its HTML and into the inline loader (loader.ts),
 * which starts the app after the first paint without a long task: see that file for how.
 */
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { MODULES_ATTRIBUTE, STYLES_ATTRIBUTE } from '../../src/lib/loader-attributes';

/** loader.ts, bundled with its attribute names and minified; the CSP allows it by its hash. */
function compileLoader(): string {
  const source = fileURLToPath(new URL('./loader.ts', import.meta.url));
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { startWhenIdle } from ${JSON.stringify(source)};\nstartWhenIdle(document.currentScript as HTMLScriptElement);`,
      loader: 'ts',
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    write: false,
    logLevel: 'error',
  });
  const text = outputFiles[0]?.text.trim();
  if (!text) throw new Error('Compiling scripts/page-load/loader.ts produced nothing.');
  return text;
}

/** The inline loader: the same text on every page, so the CSP allows it with one hash. */
export const LOADER_SCRIPT = compileLoader();

const moduleScript = /\s*<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const modulePreload = /\s*<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * Replaces the page's module scripts and modulepreloads with the loader. `modules` are every module
 * the page runs, each after its imports (scripts/page-load/preload.ts); whatever the HTML names beyond them
 * comes last, its module scripts (the entry) at the very end. `stylesheets` are the whole
 * stylesheets the app adds when it starts. Throws when the page has no module script, since it
 * would then never hydrate.
 */
export function deferScripts(
  html: string,
  modules: readonly string[] = [],
  stylesheets: readonly string[] = [],
): string {
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1] as string);
  if (entries.length === 0) throw new Error('The page has no module script to defer.');
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] as string);
  const ordered = [...new Set([...modules, ...preloads, ...entries])];
  const styles = stylesheets.length > 0 ? ` ${STYLES_ATTRIBUTE}="${stylesheets.join(' ')}"` : '';
  const loader = `<script ${MODULES_ATTRIBUTE}="${ordered.join(' ')}"${styles}>${LOADER_SCRIPT}</script>`;
  const stripped = html.replace(moduleScript, '').replace(modulePreload, '');
  const left = /<script\b[^>]*\btype="module"[^>]*>|<link\b[^>]*\bmodulepreload\b[^>]*>/.exec(stripped)?.[0];
  if (left)
    throw new Error(
      `defer-scripts (scripts/page-load/defer-scripts.ts) cannot read ${left}: it looks for <script type="module" … src="…"> and <link rel="modulepreload" … href="…">, attributes in that order. The bundler's HTML changed shape.`,
    );
  if (!stripped.includes('</body>')) throw new Error('The page has no </body> to put the loader before.');
  return stripped.replace('</body>', () => `  ${loader}\n  </body>`);
}
