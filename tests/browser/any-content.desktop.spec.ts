import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'yaml';
import { env } from '../../scripts/env';
import { missingGlyphs } from '../../scripts/site/og-image';
import { ROUTE_PATHS } from '../../src/content/model';
import { resolveSiteUrl } from '../../src/lib/site-url';
import { expect, rel, test } from './fixtures';
import { expectSoundPage } from './page-checks';
import { isLatin, printOnA4, unspaced } from './printed';

/**
 * What holds for ANY valid content, read from the built pages rather than pinned: every route is
 * axe clean in both colour modes, fits a 390 px phone, links only to built pages or allowed
 * schemes, marks right-to-left text as such, and its icons and share image draw every character.
 * `tsx scripts/test/owners.ts` runs it on each owner set in tests/owners/ (CONTENT_DIR + DIST_DIR);
 * `npx playwright test` on content/.
 */

const CONTENT_DIR = env.contentDir;
const EXTERNAL_SCHEMES = ['https:', 'mailto:', 'tel:'];
const PHONE_WIDTH = 390;

test.describe.configure({ timeout: 120_000 });
// Desktop only (*.desktop.spec.ts): it sets the phone's width where it matters. It loads and
// looks, so the routes share a tab per worker (fixtures.ts).
test.use({ warmTab: true });

/** Links that lead nowhere: same-site addresses the site does not serve, or a scheme not allowed. */
async function brokenLinks(page: Page, request: APIRequestContext) {
  const links = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  const broken: string[] = [];
  for (const href of new Set(links)) {
    const url = new URL(href);
    if (url.origin !== origin) {
      if (!EXTERNAL_SCHEMES.includes(url.protocol)) broken.push(`${href}: scheme ${url.protocol}`);
      continue;
    }
    const response = await request.get(url.href.replace(url.hash, ''));
    if (!response.ok()) broken.push(`${href}: HTTP ${response.status()}`);
    const id = decodeURIComponent(url.hash.slice(1));
    if (id && url.pathname === new URL(page.url()).pathname && (await page.locator(`[id="${id}"]`).count()) === 0)
      broken.push(`${href}: no element with id "${id}"`);
  }
  return broken;
}

// One test per route and one load: light, printed, then dark, which keeps eight content sets
// affordable in CI.
for (const path of ROUTE_PATHS) {
  test(`${path} in light and dark mode is axe clean, fits a ${PHONE_WIDTH} px phone, marks right-to-left text, links only to what exists and prints each card whole`, async ({
    page,
    request,
  }) => {
    // A page whose server HTML and app disagree (React's #418) is redrawn: the owner's words were spliced wrong.
    const hydration: string[] = [];
    page.on('pageerror', (error) => hydration.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text())) hydration.push(message.text());
    });
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await page.goto(rel(path));

    await test.step('in light mode', async () => {
      await expectSoundPage(page);
      expect(await brokenLinks(page, request), 'broken links').toEqual([]);
      // Content spliced in as a replacement pattern (`$'`) copies the template into the page.
      expect(await page.locator('[id="root"]').count(), 'app roots').toBe(1);
      for (const data of await page.locator('script[type="application/ld+json"]').allTextContents())
        expect(() => JSON.parse(data), 'JSON-LD').not.toThrow();
    });

    await test.step('printed on A4', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const printed = await printOnA4(page);
      expect(printed.splitCards, 'cards split across two sheets').toEqual([]);
      // The heading as written, a hyphen where the name breaks over two lines included.
      const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      if (isLatin(heading)) expect(printed.text, 'the printed heading').toContain(unspaced(heading));
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    });

    await test.step('in dark mode', async () => {
      // Switched as a reader switches, with the top bar's toggle (a stored choice is shell.spec's).
      await page.locator('header button[aria-pressed]').click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectSoundPage(page);
    });
    expect(hydration, 'errors while the app starts').toEqual([]);
  });
}

// 1024 px: a laptop or a tablet held sideways, where a long name and many pages need two rows.
for (const width of [320, 390, 1024, 1280]) {
  test(`at ${width} px the top bar shows the owner's whole name and its controls whole, and covers nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto(rel('/contact'));
    const bar = page.getByRole('banner');
    const layout = await bar.evaluate((header) => {
      const brand = header.querySelector('a') as HTMLElement;
      const box = brand.getBoundingClientRect();
      const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
      const heading = document.querySelector('main h1') as HTMLElement;
      return {
        nameWhole: brand.scrollWidth <= brand.clientWidth + 1 && box.left >= 0 && box.right <= innerWidth,
        // A button squeezed by a long name would be narrower than it is tall.
        squeezed: [...header.querySelectorAll('button, summary')]
          .filter(visible)
          .filter((el) => el.getBoundingClientRect().width < el.getBoundingClientRect().height - 1).length,
        // A page label broken inside its words takes more than one line.
        brokenLabels: [...header.querySelectorAll('nav a')]
          .filter(visible)
          .filter((a) => a.getClientRects().length > 1 || a.getBoundingClientRect().height > 48)
          .map((a) => a.textContent),
        headingBelowBar: heading.getBoundingClientRect().top >= header.getBoundingClientRect().bottom,
        // A long word in the name or the heading breaks at a syllable where the reader's browser
        // hyphenates the page's language (this machine's Chromium has no dictionaries to show it).
        hyphens: [brand, heading].map((element) => getComputedStyle(element).hyphens),
        // Where the links show, the buttons sit on the links' row, never alone on a row of their own.
        stranded: [...header.querySelectorAll('button, summary')].filter(visible).filter((el) => {
          const links = header.querySelector('nav') as HTMLElement;
          if (!visible(links)) return false;
          const { top, bottom } = el.getBoundingClientRect();
          const row = links.getBoundingClientRect();
          return (top + bottom) / 2 < row.top || (top + bottom) / 2 > row.bottom;
        }).length,
      };
    });
    expect(layout).toEqual({
      nameWhole: true,
      squeezed: 0,
      brokenLabels: [],
      headingBelowBar: true,
      hyphens: ['auto', 'auto'],
      stranded: 0,
    });
  });
}

test('serves icons and a share image that draw every character of the name and title', async ({ request }) => {
  for (const [file, type] of [
    ['favicon.svg', 'image/svg+xml'],
    ['apple-touch-icon.png', 'image/png'],
    ['og.png', 'image/png'],
  ] as const) {
    const response = await request.get(file);
    expect(response.ok(), file).toBe(true);
    expect(response.headers()['content-type'], file).toContain(type);
  }
  const site = parse(readFileSync(join(CONTENT_DIR, 'site.yaml'), 'utf8'));
  // siteUrl is optional: the card shows the address the build resolved, as the build does.
  const card = { ...site, siteUrl: resolveSiteUrl(site.siteUrl, env.siteUrl) };
  expect(await missingGlyphs(card), 'characters drawn as boxes').toEqual([]);
});
