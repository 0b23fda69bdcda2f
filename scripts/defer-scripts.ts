/**
 * Starts a prerendered page's JavaScript after its first paint instead of during parsing.
 *
 * The page is complete HTML and CSS, so no script is needed to show it. Module scripts and
 * modulepreloads named in the HTML would still compete with the stylesheet, the font and the
 * portrait for the first round trips of a slow phone connection, and hydration work would land
 * before the largest paint. The build moves every module the page needs into one list that a
 * tiny inline loader imports once the page has loaded and painted.
 */

/** The inline loader: the same text on every page, so the CSP allows it with one hash. */
export const DEFERRED_LOADER =
  "(function(s){var m=s.dataset.modules.split(' ');function go(){requestAnimationFrame(function(){setTimeout(function(){m.forEach(function(u){import(u)})})})}document.readyState==='complete'?go():addEventListener('load',go)})(document.currentScript)";

const moduleScript = /\s*<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const modulePreload = /\s*<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * Replaces the page's module scripts and modulepreloads with the deferred loader, entry scripts
 * first, then `routeModules` (the page's split route chunks). Throws when the page has no module
 * script, since it would then never hydrate.
 */
export function deferScripts(html: string, routeModules: readonly string[] = []): string {
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1] as string);
  if (entries.length === 0) throw new Error('The page has no module script to defer.');
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] as string);
  const modules = [...new Set([...entries, ...preloads, ...routeModules])];
  const loader = `<script data-modules="${modules.join(' ')}">${DEFERRED_LOADER}</script>`;
  const stripped = html.replace(moduleScript, '').replace(modulePreload, '');
  if (!stripped.includes('</body>')) throw new Error('The page has no </body> to put the loader before.');
  return stripped.replace('</body>', `  ${loader}\n  </body>`);
}
