import type { Page } from '@playwright/test';
import { STYLES_ATTRIBUTE } from '../../src/lib/loader-attributes';
import { expect, holdScripts, ROUTES, rel, route, test } from './fixtures';

/**
 * Each prerendered page inlines only the style rules its markup uses (scripts/page-load/inline-css.ts); the
 * app adds the whole stylesheet before it hydrates (src/lib/site-styles.ts).
 */

/**
 * Properties whose computed value is the element's laid-out size or place. Two loads of a page can
 * differ in them for a reason that is not a style rule: with `font-display: optional`, one load may
 * paint in Inter and the other in the fallback font.
 */
const LAYOUT_RESULTS =
  /^(width|height|inline-size|block-size|top|right|bottom|left|inset-.*|margin-.*|grid-template-(rows|columns)|(transform|perspective)-origin)$/;

type StyleOptions = { root?: string; layout?: boolean };
type CollectArguments = { rootSelector: string; layout: boolean; layoutResults: string };
const collectArguments = ({ root = 'body', layout = true }: StyleOptions = {}): CollectArguments => ({
  rootSelector: root,
  layout,
  layoutResults: LAYOUT_RESULTS.source,
});

/** Every computed style of every element and its ::before/::after, one line per element (runs in the page). */
function collectStyles({ rootSelector, layout, layoutResults }: CollectArguments): Record<string, string> {
  const skip = new RegExp(layoutResults);
  const styles: Record<string, string> = {};
  const elements = [document.documentElement, ...document.querySelectorAll(`${rootSelector}, ${rootSelector} *`)];
  elements.forEach((element, index) => {
    const name = `${index} ${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      // A ::before or ::after without content is not drawn: its other styles cannot show.
      if (pseudo && /^(none|normal)$/.test(style.content)) {
        styles[`${name}${pseudo}`] = 'content: none';
        continue;
      }
      styles[`${name}${pseudo ?? ''}`] = [...style]
        .filter((property) => layout || !skip.test(property))
        .map((property) => `${property}: ${style.getPropertyValue(property)}`)
        .join('; ');
    }
  });
  return styles;
}

/** The elements whose styles differ between two snapshots, with the declarations that differ. */
function differences(before: Record<string, string>, after: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => before[key] !== after[key])
    .map((key) => {
      const was = new Set(before[key]?.split('; '));
      return `${key} now ${after[key]
        ?.split('; ')
        .filter((declaration) => !was.has(declaration))
        .join('; ')}`;
    });
}

const computedStyles = (page: Page, options?: StyleOptions) => page.evaluate(collectStyles, collectArguments(options));

/**
 * A snapshot kept in the page, for `changedStyles` to compare with there: a page's snapshot runs
 * to 1.5 MB, and carrying two to the test took longer than taking them. The functions are passed
 * as source, as Playwright passes any function it evaluates.
 */
const stylesInPage = `(${collectStyles})(${JSON.stringify(collectArguments())})`;
const keepStyles = (page: Page) => page.evaluate(`window.keptStyles = ${stylesInPage}`);
const changedStyles = (page: Page): Promise<string[]> =>
  page.evaluate(`(${differences})(window.keptStyles, ${stylesInPage})`);

test.describe('a page’s own style rules', () => {
  for (const mode of ['light', 'dark'] as const)
    for (const { path } of ROUTES)
      test(`style ${path} in ${mode} mode exactly as the whole stylesheet does`, async ({ page }) => {
        if (mode === 'dark') await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
        await holdScripts(page);
        await page.goto(rel(path), { waitUntil: 'load' });
        const stylesheet = await page.locator(`script[${STYLES_ATTRIBUTE}]`).getAttribute(STYLES_ATTRIBUTE);
        expect(stylesheet).toMatch(/\.css$/);
        await keepStyles(page);

        await page.evaluate(
          (href) =>
            new Promise((resolve, reject) => {
              const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
              link.onload = resolve;
              link.onerror = reject;
              document.head.append(link);
            }),
          stylesheet,
        );
        expect(await changedStyles(page)).toEqual([]);
      });
});

test.describe('the whole stylesheet', () => {
  test('is in place before the app hydrates', async ({ page }) => {
    await page.goto(rel('/skills'));
    const stylesheet = await page.locator(`script[${STYLES_ATTRIBUTE}]`).getAttribute(STYLES_ATTRIBUTE);
    await expect(page.locator(`link[rel="stylesheet"][href="${stylesheet}"]`)).toHaveCount(1);
    expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')))).toBe(
      true,
    );
  });

  test('styles a page reached in place as it is styled when loaded directly', async ({ page, isMobile }) => {
    await page.goto(rel('/projects'));
    const direct = await computedStyles(page, { root: 'main', layout: false });

    await page.goto(rel('/'));
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('link', { name: route('/projects').nav, exact: true })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: route('/projects').heading })).toBeVisible();
    // Let entry animations finish, so both snapshots show the page at rest.
    await page.waitForTimeout(1500);
    expect(differences(direct, await computedStyles(page, { root: 'main', layout: false }))).toEqual([]);
  });
});
