/**
 * The inline loader at the end of every prerendered page: starts the app after the page has
 * painted, without ever blocking the reader. scripts/page-load/defer-scripts.ts compiles this file into the
 * page's only inline script besides the theme's, so keep it small and free of imports beyond the
 * attribute names.
 *
 * The page is complete HTML and CSS: it reads, links and scrolls without a script. The app (React,
 * the router, hydration) is what makes buttons, the form and client-side navigation work, and on a
 * slow phone it is a few hundred milliseconds of main-thread work. So the loader:
 * - waits for the first contentful paint and the load event: a fetch started before the first
 *   paint counts against the largest paint in Lighthouse's simulation, though it cannot delay it;
 * - downloads the stylesheet and the modules as `prefetch`, one per task, all at once on the
 *   network: into the HTTP cache, neither compiled nor run;
 * - once they are in, runs the modules one per task when the browser is idle, its imports before
 *   each module, so no task is long and input always comes first;
 * - runs all that remains at once when the visitor reaches for the page (a pointer, a touch, a key,
 *   focus) before then;
 * - holds a button press made before the app has hydrated (`data-hydrated` on `<html>`) and replays
 *   it once, so no tap is lost; if the app gives up (`data-start-failed`, which the loader sets
 *   itself when the entry module fails to load), the replay reaches the plain HTML instead, and
 *   the contact form gets its `mailto:` action. Links are not held: before hydration they load
 *   the next prerendered page the ordinary way.
 */
import {
  HYDRATED_ATTRIBUTE,
  MAIL_ACTION_ATTRIBUTE,
  MODULES_ATTRIBUTE,
  START_FAILED_ATTRIBUTE,
  STYLES_ATTRIBUTE,
} from '../../src/lib/loader-attributes';

/** Signs that the visitor is about to use the page: the app must run now, not when idle. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

/** How long the browser may keep the next module waiting for an idle moment. */
const IDLE_TIMEOUT_MS = 500;

/** Starts the app behind the loader's `<script>`: `data-modules` in order, imports before importers. */
export function startWhenIdle(script: HTMLScriptElement): void {
  const list = (name: string) => (script.getAttribute(name) ?? '').split(' ').filter(Boolean);
  const modules = list(MODULES_ATTRIBUTE);
  const files = [...list(STYLES_ATTRIBUTE), ...modules];
  const html = document.documentElement;
  const entry = modules[modules.length - 1];
  const giveUp = () => html.setAttribute(START_FAILED_ATTRIBUTE, '');
  const held: HTMLButtonElement[] = [];
  let next = 0;
  let urgent = false;

  /** Runs the next module, then schedules the one after; in a hurry, all that are left. */
  const runNext = () => {
    while (next < modules.length) {
      const url = modules[next++] as string;
      // The app reports its own failures; an entry that never loads cannot, so the loader does.
      import(/* @vite-ignore */ url).catch(() => url === entry && giveUp());
      if (!urgent) {
        // An idle callback comes after pending input and frames; Safari has none, a timer will do.
        if (typeof requestIdleCallback === 'function') requestIdleCallback(runNext, { timeout: IDLE_TIMEOUT_MS });
        else setTimeout(runNext, 1);
        return;
      }
    }
  };

  const startNow = () => {
    for (const type of INTENT_EVENTS) removeEventListener(type, startNow, true);
    if (urgent) return;
    urgent = true;
    runNext();
  };

  /** Prefetches every file, one per task; runs the modules once all have arrived. */
  const fetchAhead = () => {
    let waiting = files.length;
    const arrived = () => {
      waiting -= 1;
      if (waiting === 0 && !urgent && next === 0) runNext();
    };
    let index = 0;
    const fetchNext = () => {
      const href = files[index++];
      if (href === undefined) return;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      link.onload = link.onerror = arrived;
      document.head.append(link);
      setTimeout(fetchNext);
    };
    if (waiting === 0) runNext();
    else fetchNext();
  };

  const afterFirstPaint = (then: () => void) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(then);
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      then();
    }).observe({ type: 'paint', buffered: true });
  };

  const holdPress = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || html.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    event.preventDefault();
    if (!held.includes(button)) held.push(button);
    startNow();
  };

  for (const type of INTENT_EVENTS) addEventListener(type, startNow, { capture: true, passive: true });
  document.addEventListener('click', holdPress, true);
  // Once the app has hydrated, or given up (a module failed to load), held presses go through:
  // to the app, or to the plain HTML (the contact form mails its fields).
  new MutationObserver((_records, observer) => {
    const hydrated = html.hasAttribute(HYDRATED_ATTRIBUTE);
    if (!hydrated && !html.hasAttribute(START_FAILED_ATTRIBUTE)) return;
    observer.disconnect();
    document.removeEventListener('click', holdPress, true);
    if (!hydrated) {
      for (const form of document.querySelectorAll(`form[${MAIL_ACTION_ATTRIBUTE}]`)) {
        form.setAttribute('action', form.getAttribute(MAIL_ACTION_ATTRIBUTE) as string);
      }
    }
    for (const button of held.splice(0)) button.click();
  }).observe(html, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE, START_FAILED_ATTRIBUTE] });

  const afterLoad = () => afterFirstPaint(fetchAhead);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
