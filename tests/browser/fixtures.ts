import { test as base, type Disposable, expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

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

const testOrigins = new WeakMap<Page, Set<string>>();
const servedByTest = (page: Page, origin: string) => testOrigins.get(page)?.has(origin) ?? false;
/** Lets `page` load from a server the test runs itself (a copy of the site on a port of its own). */
export function allowOrigin(page: Page, address: string): void {
  const origins = testOrigins.get(page) ?? new Set<string>();
  origins.add(new URL(address).origin);
  testOrigins.set(page, origins);
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
      // Watched, not routed: routing every request cost a tenth of the browser tests' CPU and
      // turned the HTTP cache off, which no visitor's browser does.
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!/^(https?|wss?):$/.test(url.protocol) || url.origin === origin || servedByTest(page, url.origin)) return;
        errors.push(`request left the origin: ${url.href}`);
      });
      await use(errors);
      // A warm tab goes on to the next test: what this one allowed ends with it.
      testOrigins.delete(page);
      expect(errors, 'console errors, page errors or off-origin requests').toEqual([]);
    },
    { auto: true },
  ],
});

// Headings and navigation names come from the compiled content, so an owner's edits keep them true.
export { ROUTES, route } from './content';
export { hydrated } from './hydration';
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
