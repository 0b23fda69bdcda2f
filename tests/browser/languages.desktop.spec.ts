import type { LanguageInfo } from '../../scripts/i18n/languages';
import { ROUTE_PATHS } from '../../src/content/model';
import { THEME_STORAGE_KEY } from '../../src/lib/theme-storage';
import { expect, test } from './fixtures';
import {
  addressIn,
  builtPages,
  checkAlternates,
  englishLeftovers,
  fallbackTexts,
  firstLoadScripts,
  forgiveNotFound,
  LANGUAGES,
  phrasesOn,
  unmarkedTexts,
  wordsOf,
} from './languages';
import { axeViolations, overflowing } from './page-checks';

/**
 * A site in several languages, every page in every language: its language and direction, no
 * English of the site's own left, the owner's untranslated words marked with their language, reciprocal alternates, a switcher that keeps the reader on the
 * same page, axe clean in both modes, no overflow at 360 px, and scripts with no other language's
 * words. `tsx scripts/test/owners.ts multilingual` builds tests/owners/multilingual and runs it.
 * Each language's copy of a page is loaded once and checked for everything.
 */

test.skip(
  LANGUAGES.length < 2,
  'needs a site in several languages: scripts/test/owners.ts runs it on tests/owners/multilingual',
);
// Desktop only (*.desktop.spec.ts): it sets the widths it checks.
test.describe.configure({ timeout: 180_000 });

const NOT_FOUND = '/no-such-page';
// Every page the build wrote, sections and their entry pages with the six.
const PAGES = [...builtPages(ROUTE_PATHS), NOT_FOUND];
const [DEFAULT] = LANGUAGES as [LanguageInfo, ...LanguageInfo[]];
const after = (index: number) => LANGUAGES[(index + 1) % LANGUAGES.length] as LanguageInfo;
const before = (index: number) => LANGUAGES[(index + LANGUAGES.length - 1) % LANGUAGES.length] as LanguageInfo;
/** Where the switcher on `path` leads in `language`: the same page, or its home from the not-found page. */
const target = (language: LanguageInfo, path: string) => addressIn(language, path === NOT_FOUND ? '/' : path);
const switcher = 'header details';

// Each page is walked through its languages with the switcher itself, so each language's copy is
// loaded once, in one tab per worker (fixtures.ts). The default language's pages are axe-checked
// in both modes by any-content.desktop.spec.ts.
test.describe('every page', () => {
  test.use({ warmTab: true });
  for (const path of PAGES) {
    test(`${path} in each language: its language and direction, alternates, none of the site's English, untranslated words marked, axe clean in both modes, fits 360 px, and the switcher leads to the same page in the next language`, async ({
      page,
      request,
      pageErrors,
    }) => {
      await page.goto(addressIn(DEFAULT, path));
      for (const [index, language] of LANGUAGES.entries()) {
        const where = `${addressIn(language, path)}:`;
        // The not-found page's switcher leads home: each language's own not-found page is visited directly.
        if (path === NOT_FOUND && index > 0) await page.goto(addressIn(language, path));
        const html = page.locator('html');
        await expect.soft(html, where).toHaveAttribute('lang', language.code);
        await expect.soft(html, where).toHaveAttribute('dir', language.dir);
        if (path === NOT_FOUND) expect.soft((await request.get(addressIn(language, path))).status(), where).toBe(404);
        else await checkAlternates(request, language, path, where);

        if (language !== DEFAULT) {
          expect.soft(await phrasesOn(page, englishLeftovers(language)), `${where} the site's own English`).toEqual([]);
          expect
            .soft(
              await unmarkedTexts(page, fallbackTexts(language), DEFAULT.code),
              `${where} the owner's words shown untranslated are marked as ${DEFAULT.code}`,
            )
            .toEqual([]);
          expect.soft(await axeViolations(page), `${where} axe, light mode`).toEqual([]);
          await page.locator('header button[aria-pressed]').click();
          await expect(html).toHaveAttribute('data-theme', 'dark');
          expect.soft(await axeViolations(page, 'colours'), `${where} axe, dark mode`).toEqual([]);
          await page.locator('header button[aria-pressed]').click();
        }

        await page.setViewportSize({ width: 360, height: 740 });
        expect.soft(await overflowing(page), `${where} wider than 360 px`).toEqual([]);
        await page.locator('header button[aria-controls]').click();
        const menu = page.locator('header [id] nav a[hreflang]');
        await expect.soft(menu, `${where} the menu's languages`).toHaveCount(LANGUAGES.length);
        await expect.soft(menu.first(), `${where} the menu's languages`).toBeVisible();
        await page.keyboard.press('Escape');
        await page.setViewportSize({ width: 1280, height: 800 });

        const next = after(index);
        await page.locator(`${switcher} summary`).click();
        await page.locator(`${switcher} a[hreflang="${next.code}"]`).click();
        await expect
          .soft(page, `${where} switched to ${next.code}`)
          .toHaveURL((url) => url.pathname === target(next, path));
        await expect.soft(html, `${where} switched to ${next.code}`).toHaveAttribute('lang', next.code);
      }
      forgiveNotFound(pageErrors);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [index, language] of LANGUAGES.entries()) {
    const previous = before(index);
    test(`${language.code}: the switcher names every language in its own words and leads to the same page in ${previous.code}`, async ({
      page,
      pageErrors,
    }) => {
      for (const path of PAGES) {
        const where = `${addressIn(language, path)}:`;
        await page.goto(addressIn(language, path), { waitUntil: 'load' });
        await page.locator(`${switcher} summary`).click();
        const links = page.locator(`${switcher} a`);
        // Read in one go: with scripts off nothing changes once the page has loaded.
        const found = await links.evaluateAll((anchors) =>
          anchors.map((anchor) => ({
            name: anchor.textContent?.replace(/\s+/g, ' ').trim(),
            hreflang: anchor.getAttribute('hreflang'),
            lang: anchor.getAttribute('lang'),
            href: anchor.getAttribute('href'),
            current: anchor.getAttribute('aria-current'),
          })),
        );
        expect.soft(found, where).toEqual(
          LANGUAGES.map((other) => ({
            name: other.name,
            hreflang: other.code,
            lang: other.code,
            href: target(other, path),
            current: other === language ? 'true' : null,
          })),
        );
        await links.nth(LANGUAGES.indexOf(previous)).click();
        await expect.soft(page, where).toHaveURL((url) => url.pathname === target(previous, path));
        await expect.soft(page.locator('html'), where).toHaveAttribute('lang', previous.code);
      }
      forgiveNotFound(pageErrors);
    });
  }
});

test('the switcher works from the keyboard and a click elsewhere closes it; open, it is axe clean in both modes', async ({
  page,
}) => {
  const [first, second] = LANGUAGES as [LanguageInfo, LanguageInfo];
  await page.goto(addressIn(first, '/skills'));
  const details = page.locator(switcher);
  const summary = details.locator('summary');
  const focused = () => summary.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < 30 && !(await focused()); presses++) await page.keyboard.press('Tab');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open');
  await page.keyboard.press('Escape');
  await expect(details).not.toHaveAttribute('open');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await axeViolations(page), 'axe with the switcher open, light mode').toEqual([]);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(details).not.toHaveAttribute('open');
  await summary.focus();
  await page.keyboard.press('Enter');
  for (let step = 0; step <= LANGUAGES.indexOf(second); step++) await page.keyboard.press('Tab');
  await expect(details.locator(`a[hreflang="${second.code}"]`)).toBeFocused();
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === addressIn(second, '/skills'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await summary.click();
  expect(await axeViolations(page, 'colours'), 'axe with the switcher open, dark mode').toEqual([]);
});

test("each page's first scripts hold its own language's words and no other language's", async ({ request }) => {
  // Phrases only: a single word ("Home", "Start") may also name something in the code itself.
  const phrases = (language: LanguageInfo) => wordsOf(language).filter((word) => /\S\s+\S/.test(word));
  const words = new Map(LANGUAGES.map((language) => [language, new Set(phrases(language))]));
  for (const language of LANGUAGES) {
    const own = words.get(language) ?? new Set();
    const foreign = LANGUAGES.filter((other) => other !== language)
      .flatMap((other) => [...(words.get(other) ?? [])])
      .filter((word) => !own.has(word));
    for (const path of PAGES) {
      const where = `${addressIn(language, path)}:`;
      const scripts = await firstLoadScripts(request, await (await request.get(addressIn(language, path))).text());
      expect
        .soft([...own].filter((word) => scripts.includes(word)).length, `${where} its own words are in its scripts`)
        .toBeGreaterThan(0);
      expect
        .soft(
          foreign.filter((word) => scripts.includes(word)),
          `${where} other languages' words`,
        )
        .toEqual([]);
    }
  }
});
