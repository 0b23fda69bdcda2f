/**
 * Starts a prerendered page's JavaScript when the visitor first reaches for the page, not while it
 * loads.
 *
 * The page is complete HTML and CSS: it reads, links and scrolls without a script. Its scripts
 * (React, the router, hydration) are what make the buttons, the form and client-side navigation
 * work, and on a slow phone they are a few hundred milliseconds of main-thread work. Run during
 * load, that work competes with the first paint and blocks the visitor's first scroll or tap.
 * So the build moves every module the page needs into one list for a tiny inline loader that:
 * - downloads the modules once the page has loaded and painted its content, one per task, as
 *   `prefetch`: into the HTTP cache, neither compiled nor run, so loading the page compiles no
 *   module and starting later costs no download;
 * - runs them on the first sign of a visitor: a pointer, a touch, a key, focus, a wheel or a
 *   scroll, the way incremental hydration "on interaction" works;
 * - holds a button press that comes before the page has hydrated (marked by `data-hydrated` on
 *   `<html>`) and replays it once, so no tap is lost. Links are not held: before hydration they
 *   load the next prerendered page the ordinary way.
 * It prefetches the site's whole stylesheet (`data-styles`) the same way, first: the page inlines
 * only its own rules (scripts/inline-css.ts) and the app adds the rest before it hydrates.
 */

/** The inline loader: the same text on every page, so the CSP allows it with one hash. */
export const DEFERRED_LOADER =
  "(function(s){var d=document,h=d.documentElement,m=s.dataset.modules.split(' '),held=[],started=0," +
  "c=s.dataset.styles?s.dataset.styles.split(' '):[]," +
  "on=['pointerdown','pointermove','touchstart','keydown','focusin','wheel','scroll'];" +
  'function start(){if(started)return;started=1;' +
  'on.forEach(function(t){removeEventListener(t,start,true)});m.forEach(function(u){import(u)})}' +
  "function hold(e){var b=e.target.closest&&e.target.closest('button');if(!b||h.dataset.hydrated)return;" +
  'e.preventDefault();if(held.indexOf(b)<0)held.push(b);start()}' +
  // After the first contentful paint, not only load: a fetch started before it would count against
  // the largest paint in Lighthouse's simulation, though it cannot delay it. One module per task:
  // starting thirteen fetches at once was a 10-36 ms task on a slow CPU.
  "function fetchAhead(){var a=c.concat(m),i=0;(function next(){if(i>=a.length)return;var l=d.createElement('link');" +
  // Prefetch, not modulepreload: that compiles each module on the main thread as it arrives, and
  // Lighthouse put those tasks among the longest after the largest paint (up to 260 ms simulated).
  // Not preload either: a preload the page has not used within seconds is a console warning.
  "l.rel='prefetch';" +
  'l.href=a[i++];d.head.appendChild(l);setTimeout(next)})()}' +
  'function afterPaint(){var P=window.PerformanceObserver;' +
  "if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return requestAnimationFrame(fetchAhead);" +
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();fetchAhead()}})" +
  ".observe({type:'paint',buffered:true})}" +
  'on.forEach(function(t){addEventListener(t,start,{capture:true,passive:true})});' +
  "d.addEventListener('click',hold,true);" +
  'new MutationObserver(function(r,o){if(!h.dataset.hydrated)return;o.disconnect();' +
  "d.removeEventListener('click',hold,true);held.splice(0).forEach(function(b){b.click()})})" +
  ".observe(h,{attributes:true,attributeFilter:['data-hydrated']});" +
  "d.readyState==='complete'?afterPaint():addEventListener('load',afterPaint)})(document.currentScript)";

const moduleScript = /\s*<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const modulePreload = /\s*<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * Replaces the page's module scripts and modulepreloads with the deferred loader, entry scripts
 * first, then `routeModules` (the page's split route chunks); `stylesheets` are the whole
 * stylesheets the app adds when it starts. Throws when the page has no module script, since it
 * would then never hydrate.
 */
export function deferScripts(
  html: string,
  routeModules: readonly string[] = [],
  stylesheets: readonly string[] = [],
): string {
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1] as string);
  if (entries.length === 0) throw new Error('The page has no module script to defer.');
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] as string);
  const modules = [...new Set([...entries, ...preloads, ...routeModules])];
  const styles = stylesheets.length > 0 ? ` data-styles="${stylesheets.join(' ')}"` : '';
  const loader = `<script data-modules="${modules.join(' ')}"${styles}>${DEFERRED_LOADER}</script>`;
  const stripped = html.replace(moduleScript, '').replace(modulePreload, '');
  if (!stripped.includes('</body>')) throw new Error('The page has no </body> to put the loader before.');
  return stripped.replace('</body>', `  ${loader}\n  </body>`);
}
