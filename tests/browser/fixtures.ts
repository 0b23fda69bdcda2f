import { test as base, type Disposable, expect, type Page } from '@playwright/test';
import {
  HYDRATED_ATTRIBUTE,
  MODULES_ATTRIBUTE,
  START_FAILED_ATTRIBUTE,
  STYLES_ATTRIBUTE,
} from '../../src/lib/loader-attributes';

type TestFixtures = { pageErrors: string[]; warmTab: boolean };
type WorkerFixtures = { warmPage: Page };

/** The page events a test listens to, let go of when a warm tab passes to the next test. */
const TEST_EVENTS = [
  'console',
  'pageerror',
  'request',
  'response',
  'requestfailed',
  'requestfinished',
  'load',
  'domcontentloaded',
  'framenavigated',
  'dialog',
  'popup',
  'download',
] as const;

const patched = new WeakSet<Page>();
/**
 * The app starts by itself after the first paint (scripts/page-load/loader.ts): `goto` waits until
 * it runs before a test goes on. Pass `waitUntil` to test the page before its scripts.
 */
function waitForHydration(page: Page): Page {
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

/**
 * Every browser test fails on a console error, an uncaught exception or a request that leaves
 * the site's origin: the site must work offline from its own files.
 *
 * `test.use({ warmTab: true })` gives a spec's tests one tab per worker, left as a new visit would
 * find it between tests (no storage, init scripts, listeners or routes, the mouse at the corner,
 * the project's viewport and media). A fresh tab costs more than the page it shows (1.7 against
 * 0.6 CPU-s): its own process and an empty cache. Not for a test of a first visit, whose fonts and
 * scripts must come from the network, nor for one that reads the context or installs the fake
 * clock (`page.clock` stays in a tab). critical-css.spec.ts holds a page's scripts and then waits
 * for a stylesheet: in a warm tab one such load in a clean-clone run never got it, so it stays cold.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  warmTab: [false, { option: true }],
  warmPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      // Every option named: Playwright fills the ones left out from the test being set up, so a warm
      // tab first opened next to a `javaScriptEnabled: false` test ran no scripts for its worker.
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL,
        javaScriptEnabled: true,
        colorScheme: 'light',
        reducedMotion: 'no-preference',
        forcedColors: 'none',
        offline: false,
      });
      await use(waitForHydration(await context.newPage()));
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ context, warmTab, warmPage, viewport, colorScheme, javaScriptEnabled }, use) => {
    if (warmTab && javaScriptEnabled === false)
      throw new Error('A warm tab runs scripts: drop warmTab where they are off.');
    if (!warmTab) {
      await use(waitForHydration(await context.newPage()));
      return;
    }
    // A test's init scripts are its own: recorded as it adds them, removed when it ends.
    const added: Disposable[] = [];
    const addInitScript = warmPage.addInitScript;
    warmPage.addInitScript = async (...args: Parameters<Page['addInitScript']>) => {
      const script = await addInitScript.apply(warmPage, args);
      added.push(script);
      return script;
    };
    try {
      await use(warmPage);
    } finally {
      warmPage.addInitScript = addInitScript;
    }
    for (const script of added) await script.dispose();
    for (const event of TEST_EVENTS) warmPage.removeAllListeners(event);
    if (warmPage.url().startsWith('http'))
      await warmPage.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    // The test's page ends here, while the test's routes still answer: a page left running would
    // go on loading scripts into the next test, from the real server or from a test's fake.
    await warmPage.goto('about:blank', { waitUntil: 'load' });
    await warmPage.unrouteAll({ behavior: 'ignoreErrors' });
    // A fake a test answered with must not be what the next test's page is served.
    const cdp = await warmPage.context().newCDPSession(warmPage);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await warmPage.mouse.move(0, 0);
    await warmPage.context().clearCookies();
    await warmPage.emulateMedia({ media: null, colorScheme: colorScheme ?? 'light', reducedMotion: null });
    if (viewport) await warmPage.setViewportSize(viewport);
  },
  pageErrors: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          errors.push(`console ${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
        errors.push(`request left the origin: ${url}`);
        return route.abort();
      });
      await use(errors);
      expect(errors, 'console errors, page errors or off-origin requests').toEqual([]);
    },
    { auto: true },
  ],
});

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

// Headings and navigation names come from the compiled content, so an owner's edits keep them true.
export { ROUTES, route } from './content';
export { expect };

/**
 * Holds back the site's scripts until the returned function is called, so a test can act on the
 * page before it has hydrated, as a visitor on a slow phone can.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A route path relative to the base URL, so the tests also run under a sub-path. */
export const rel = (path: string) => (path === '/' ? './' : `.${path}`);
