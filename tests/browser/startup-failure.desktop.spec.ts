import type { BrowserContext, Page, Request, Route as RoutedRequest } from '@playwright/test';
import { getErrorText } from '../../src/content/messages';
import { HYDRATED_ATTRIBUTE, MODULES_ATTRIBUTE, START_ENDED_SELECTOR } from '../../src/lib/loader-attributes';
import { expect, ROUTES, rel, test } from './fixtures';

// Many full loads per route on a busy machine: allow for them.
test.describe.configure({ timeout: 240_000 });
// Desktop only (*.desktop.spec.ts): what a failed script leaves is the same markup at any width.

const isScript = (url: string) => new URL(url).pathname.endsWith('.js');

/** A fresh tab (its own sessionStorage) that records failed imports and counts its full loads. */
async function openTab(context: BrowserContext): Promise<{ tab: Page; loads: () => number }> {
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __rejections: seen });
    addEventListener('unhandledrejection', (event) => seen.push(String(event.reason?.message ?? event.reason)));
  });
  let loads = 0;
  tab.on('load', () => {
    loads++;
  });
  return { tab, loads: () => loads };
}

/**
 * Opens the page and waits until its start has ended: the app hydrated, gave up, or never ran
 * because the entry module itself failed to load.
 */
async function openAndSettle(tab: Page, path: string): Promise<void> {
  await tab.goto(rel(path), { waitUntil: 'load' });
  await tab.waitForFunction(
    ([ended, modules]) => {
      if (document.documentElement.matches(ended)) return true;
      const entry = document.querySelector(`script[${modules}]`)?.getAttribute(modules)?.split(' ').pop();
      const rejections = (window as unknown as { __rejections: string[] }).__rejections;
      return !!entry && rejections.some((message) => message.includes(entry));
    },
    [START_ENDED_SELECTOR, MODULES_ATTRIBUTE] as const,
    // Polled on a timer: polling every frame takes the idle time the app starts in.
    { timeout: 30_000, polling: 100 },
  );
  // What a failed start might still do (a reload, an error view) has its moment to show.
  await tab.waitForTimeout(300);
}

/**
 * Makes the tab's next load a new visit: what a page remembers for the visit (the one reload it
 * may try) lives in sessionStorage, which a fresh tab starts without.
 */
const newVisit = (tab: Page) => tab.evaluate(() => sessionStorage.clear());

/** The words in `<main>`, without the router's inline scroll script (which removes itself when it runs). */
const mainText = (tab: Page) =>
  tab.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const script of copy.querySelectorAll('script')) script.remove();
    return copy.textContent?.replace(/\s+/g, ' ').trim();
  });

/** The page's main text exactly as prerendered: read with scripts off. */
async function prerenderedText(context: BrowserContext, path: string): Promise<string | undefined> {
  const browser = context.browser();
  if (!browser) throw new Error('No browser behind this context.');
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const tab = await plain.newPage();
  await tab.goto(rel(path));
  const text = await mainText(tab);
  await plain.close();
  return text;
}

/** The page as prerendered, with no error screen, and a footer link that loads another page. */
async function expectPageKept(tab: Page, text: string | undefined, reloads: number, path: string): Promise<void> {
  expect(await mainText(tab)).toBe(text);
  await expect(tab.getByText(getErrorText().title)).toHaveCount(0);
  await expect(tab.getByText('Something went wrong')).toHaveCount(0);
  expect(reloads).toBeLessThanOrEqual(1);
  const other = ROUTES.find((candidate) => candidate.path !== path) ?? ROUTES[0];
  await tab.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: other.nav, exact: true }).click();
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(other.heading);
}

// One test and one tab per route: the page as prerendered is read once, then each visit is new.
for (const route of ROUTES) {
  test(`${route.path} stays as prerendered, links working, when any one of its scripts fails while it starts, and on a flaky network`, async ({
    context,
  }) => {
    const text = await prerenderedText(context, route.path);
    // The scripts this page loads, read from a normal start: never a hard-coded list of names.
    const { tab, loads } = await openTab(context);
    const scripts = new Set<string>();
    const listScript = (request: Request) => {
      if (isScript(request.url())) scripts.add(request.url());
    };
    tab.on('request', listScript);
    await openAndSettle(tab, route.path);
    await expect(tab.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toHaveCount(1);
    tab.off('request', listScript);
    expect(scripts.size).toBeGreaterThan(3);
    // A visit per script and one on the flaky network: the time allowed grows with the page's
    // scripts (15 on /education), not one fixed minute that a slow CI machine nearly used up.
    test.setTimeout(30_000 + (scripts.size + 1) * 8_000);

    // One tab for every visit: a fresh tab per script costs more than the page it shows.
    for (const script of scripts) {
      await test.step(`${new URL(script).pathname} fails`, async () => {
        await newVisit(tab);
        const before = loads();
        await tab.route(script, (request) => request.abort('failed'));
        await openAndSettle(tab, route.path);
        await expectPageKept(tab, text, loads() - before - 1, route.path);
        await tab.unroute(script);
      });
    }

    await test.step('every third script request fails', async () => {
      await newVisit(tab);
      const before = loads();
      let requests = 0;
      await tab.route(
        (url) => isScript(url.href),
        (request: RoutedRequest) => (++requests % 3 === 0 ? request.abort('failed') : request.continue()),
      );
      await openAndSettle(tab, route.path);
      await expectPageKept(tab, text, loads() - before - 1, route.path);
      expect(requests).toBeGreaterThan(2);
    });
  });
}
