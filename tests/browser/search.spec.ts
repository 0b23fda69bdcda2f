import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { env } from '../../scripts/env';
import type { LanguageInfo } from '../../scripts/i18n/languages';
import { shippedWords } from '../../scripts/i18n/messages';
import { getMessages } from '../../src/content/messages';
import { format } from '../../src/lib/message';
import { expect, holdScripts, ROUTES, rel, test } from './fixtures';
import { addressIn, LANGUAGES } from './languages';
import { axeViolations, overflowing } from './page-checks';
import { entries, posts } from './sections';

/**
 * Search on any content: the top bar's button, `/` and Ctrl+K open it; it finds a page, a section's
 * entry and a post by the words of their headings, read from the built site, never pinned; it works
 * with the keyboard, passes axe in both modes, fits a phone and fetches nothing from elsewhere. With
 * scripts off it is not offered. Under /portfolio/ (scripts/test/owners.ts) it runs on a sub-path.
 */

const words = getMessages().search;

/** A built page's heading as a reader sees it, read from its HTML. */
function headingOf(path: string): string {
  const file = join(env.distDir, path.replace(/^\//, ''), 'index.html');
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
  return h1.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name] ?? '');
}

/** The search button's name in `language`: the owner's word for it, or the site's own. */
function searchNameIn(language: LanguageInfo): string {
  const file = join(env.contentDir, language.code, 'messages.yaml');
  const owner = existsSync(file) ? (parse(readFileSync(file, 'utf8')) as { search?: { open?: string } } | null) : null;
  const shipped = shippedWords(language.code) as { search?: { open?: string } } | null;
  return owner?.search?.open ?? shipped?.search?.open ?? words.open;
}

const searchButton = (page: Page, name = words.open) => page.getByRole('banner').getByRole('button', { name });
const searchBox = (page: Page, name = words.open) => page.getByRole('dialog', { name }).getByRole('combobox');

/** Opens search from the top bar and types `query`; resolves once results or the no-results line show. */
async function search(page: Page, query: string) {
  await searchButton(page).click();
  await searchBox(page).fill(query);
  await expect(page.getByRole('dialog').getByRole('status')).not.toBeEmpty();
}

/** The results list's options, each by its title as shown. */
const option = (page: Page, title: string) =>
  page.getByRole('listbox').getByRole('option').filter({ hasText: title }).first();

test.describe('search', () => {
  test('opens from the top bar’s button, and with / and Ctrl+K; Escape closes it, back on the button', async ({
    page,
  }) => {
    await page.goto(rel('/'));
    const button = searchButton(page);
    await expect(button).toHaveAttribute('aria-keyshortcuts', /\/.*Control\+K/);
    await button.click();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    // A / typed in the box is part of the words, not the shortcut again.
    await page.keyboard.type('a/b');
    await expect(searchBox(page)).toHaveValue('a/b');
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
  });

  test('the button takes the place held for it once the app runs, moving nothing on the page', async ({ page }) => {
    await page.addInitScript(() => {
      const record = { shifted: 0, from: Number.POSITIVE_INFINITY };
      (window as unknown as { layout: typeof record }).layout = record;
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as (PerformanceEntry & { value: number })[])
          if (shift.startTime >= record.from) record.shifted += shift.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The app starts once the page is drawn in its fonts. A font that arrives after the first paint
    // moves text by a pixel as it swaps (a loaded machine's CI did so); font-swap.spec.ts bounds
    // that, and only what the app's start moves is counted here.
    const release = await holdScripts(page);
    await page.goto(rel('/'), { waitUntil: 'load' });
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      (window as unknown as { layout: { from: number } }).layout.from = performance.now();
    });
    release();
    await expect(searchButton(page)).toBeVisible();
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await page.evaluate(() => (window as unknown as { layout: { shifted: number } }).layout.shifted)).toBe(0);
  });

  test('finds a page by its heading, and opens it with the arrow keys and Enter', async ({ page }) => {
    const target = ROUTES.find((route) => route.path !== '/') ?? ROUTES[0];
    const heading = headingOf(target.path);
    await page.goto(rel('/'));
    await search(page, heading);
    await expect(option(page, heading)).toBeVisible();
    const options = page.getByRole('listbox').getByRole('option');
    const at = (await options.allTextContents()).findIndex((text) => text.includes(heading));
    for (let step = 0; step <= at; step++) await page.keyboard.press('ArrowDown');
    await expect(searchBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(at).getAttribute('id')) ?? '',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target.path.replace(/^\//, '')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('finds a section’s entry on its section’s page, and a post on its own page', async ({ page }) => {
    const listed = entries.find((entry) => !entry.body);
    const post = posts[0];
    test.skip(!listed && !post, 'the built content has no section');
    await page.goto(rel('/'));
    if (post) {
      const title = headingOf(`/${post.section}/${post.slug}`);
      await search(page, title);
      await option(page, title).click();
      await expect(page).toHaveURL(new RegExp(`/${post.section}/${post.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    if (listed) {
      const source = readFileSync(join(env.contentDir, 'sections', listed.section, `${listed.slug}.md`), 'utf8');
      const title = /^title:\s*['"]?(.+?)['"]?\s*$/m.exec(source)?.[1] ?? '';
      const section = headingOf(`/${listed.section}`);
      await search(page, title);
      await option(page, section).click();
      await expect(page).toHaveURL(new RegExp(`/${listed.section}$`));
    }
  });

  test('says how many pages it found, and when it found none', async ({ page }) => {
    await page.goto(rel('/'));
    await search(page, headingOf('/'));
    const count = await page.getByRole('listbox').getByRole('option').count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText(/\d/);
    await searchBox(page).fill('qzxjvw');
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText(format(words.none, { query: 'qzxjvw' }));
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
  });

  test('passes axe and fits a 360 px phone with results shown, in both colour modes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(rel('/'));
    await search(page, headingOf('/'));
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await axeViolations(page), 'light').toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('header button[aria-pressed]').click();
    await search(page, headingOf('/'));
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    expect(await axeViolations(page), 'dark').toEqual([]);
  });

  test('on each other language’s pages, searches that language’s pages, right to left where it is written so', async ({
    page,
  }) => {
    const others = LANGUAGES.slice(1);
    test.skip(others.length === 0, 'a site in one language');
    for (const language of others) {
      const heading = headingOf(`/${language.prefix}`);
      await page.goto(addressIn(language, '/'));
      const name = searchNameIn(language);
      await searchButton(page, name).click();
      await searchBox(page, name).fill(heading);
      const found = page.getByRole('listbox').getByRole('option').filter({ hasText: heading }).first();
      await expect(found, language.code).toHaveAttribute('href', addressIn(language, '/'));
      await expect(found).toHaveCSS('direction', language.dir);
      // Every result is a page of this language: its address under the language's prefix.
      for (const href of await page
        .getByRole('listbox')
        .getByRole('option')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
        expect(href, language.code).toMatch(new RegExp(`^${addressIn(language, '/')}`));
      expect(await axeViolations(page), language.code).toEqual([]);
    }
  });

  test('lays out right to left on a right-to-left page: the box at the right, its close button to its left', async ({
    page,
  }) => {
    // Each language is a build of its own; any build shows how the dialog lays out under dir="rtl" (rtl.spec.ts).
    await page.goto(rel('/'));
    await page.evaluate(() => {
      document.documentElement.dir = 'rtl';
    });
    await search(page, headingOf('/'));
    const box = await searchBox(page).boundingBox();
    const close = await page.getByRole('dialog').getByRole('button', { name: words.close }).boundingBox();
    expect(box && close && close.x + close.width <= box.x).toBe(true);
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveCSS('direction', 'rtl');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('loads nothing for search until it opens, then only the site’s own files', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(rel('/'));
    await expect(searchButton(page)).toBeVisible();
    expect(requests.filter((path) => /pagefind|SearchDialog/.test(path))).toEqual([]);
    await search(page, headingOf('/'));
    expect(requests.some((path) => path.endsWith('/pagefind/pagefind.js'))).toBe(true);
    // The fixtures fail any request that leaves the site's origin.
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the top bar offers no search, and keeps no room for it', async ({ page }) => {
    await page.goto(rel('/'), { waitUntil: 'load' });
    await expect(page.getByRole('button', { name: words.open })).toHaveCount(0);
    const bar = page.getByRole('banner');
    // An empty place held for a button that never comes would be a gap in the bar.
    const room = await bar.evaluate((header) =>
      [...header.querySelectorAll('span')]
        .filter((span) => span.childElementCount === 0 && !span.textContent && span.offsetWidth > 0)
        .map((span) => span.outerHTML),
    );
    expect(room).toEqual([]);
  });
});
