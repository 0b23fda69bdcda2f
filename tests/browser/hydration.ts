import type { Page } from '@playwright/test';
import {
  HYDRATED_ATTRIBUTE,
  MODULES_ATTRIBUTE,
  START_FAILED_ATTRIBUTE,
  STYLES_ATTRIBUTE,
} from '../../src/lib/loader-attributes';

const patched = new WeakSet<Page>();
/**
 * The app starts by itself after the first paint (scripts/page-load/loader.ts): `goto` waits until
 * it runs before a test goes on. Pass `waitUntil` to test the page before its scripts.
 */
export function waitForHydration(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === undefined) await hydrated(page);
    return response;
  };
  return page;
}

/** How long a page may take to hydrate before the test says why it has not: seconds, even on a busy machine. */
const HYDRATION_PATIENCE_MS = 20_000;

/**
 * Resolves once the app has hydrated the page (`data-hydrated` on `<html>`), by a MutationObserver
 * rather than Playwright's waitForSelector: that polls every animation frame, and the frames it
 * asks for take the idle time the loader starts the app in, so each start took longer and cost
 * more CPU than a visitor's. A navigation while waiting (the page reloading itself) starts the wait
 * again. A page that does not hydrate fails with what its start was waiting for, not a bare timeout.
 */
export async function hydrated(page: Page): Promise<void> {
  for (;;) {
    let started: boolean;
    try {
      started = await page.evaluate(
        ([name, patience]) =>
          new Promise<boolean>((resolve) => {
            const html = document.documentElement;
            if (html.hasAttribute(name)) return resolve(true);
            new MutationObserver((_, observer) => {
              if (!html.hasAttribute(name)) return;
              observer.disconnect();
              resolve(true);
            }).observe(html, { attributes: true, attributeFilter: [name] });
            setTimeout(() => resolve(false), patience);
          }),
        [HYDRATED_ATTRIBUTE, HYDRATION_PATIENCE_MS] as const,
      );
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded');
      continue;
    }
    if (started) return;
    throw new Error(`${page.url()} did not hydrate in ${HYDRATION_PATIENCE_MS / 1000} s: ${await startState(page)}`);
  }
}

/** Where a page's start stands: painted or not, the app given up or not, and each file it still waits on. */
function startState(page: Page): Promise<string> {
  return page.evaluate(
    ([modulesName, stylesName, failedName]) => {
      const script = document.querySelector(`script[${modulesName}]`);
      const files = [stylesName, modulesName].flatMap((name) => script?.getAttribute(name)?.split(' ') ?? []);
      const done = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      const prefetched = new Set(
        [...document.querySelectorAll('link[rel=prefetch]')].map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
      );
      const missing = files.filter((file) => !done.has(new URL(file, location.href).pathname));
      const unasked = files.filter((file) => !prefetched.has(new URL(file, location.href).pathname));
      return [
        `readyState ${document.readyState}`,
        `first contentful paint ${performance.getEntriesByName('first-contentful-paint').length > 0 ? 'done' : 'not yet'}`,
        document.documentElement.hasAttribute(failedName)
          ? 'the app gave up (a module failed)'
          : 'the app has not given up',
        `${files.length} files to load, not yet prefetched: [${unasked.join(', ')}], not yet arrived: [${missing.join(', ')}]`,
      ].join('; ');
    },
    [MODULES_ATTRIBUTE, STYLES_ATTRIBUTE, START_FAILED_ATTRIBUTE] as const,
  );
}
