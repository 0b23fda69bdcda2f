import { expect, rel, test } from './fixtures';
import { posts } from './sections';

/**
 * A post's code blocks, diagrams and maths, on whatever posts the built content has
 * (tests/browser/sections.ts reads them): the copy button works from the keyboard and is not offered
 * without scripts, a diagram follows the colour mode, maths is drawn with no maths script.
 * The axe and 360 px checks of every post page are in sections.desktop.spec.ts.
 */

const fence = /^```([^\n]*)$/m;
const withCode = posts.filter((post) =>
  [...post.body.matchAll(/^```([^\n]*)$/gm)].some(([, info]) => !/^(mermaid|math)\b/.test(info ?? '')),
);
const withDiagram = posts.filter((post) => /^```mermaid\s*$/m.test(post.body));
// Pandoc's rule, as the build reads dollars (scripts/content/maths.ts): prices are not maths.
const withMaths = posts.filter((post) => /(?<!\\)\$[^\s$](?:[^$]*[^\s$])?\$(?!\d)|^\$\$/m.test(post.body));
const path = (post: (typeof posts)[number]) => `/${post.section}/${post.slug}`;

test.skip(
  !posts.some((post) => fence.test(post.body) || withMaths.includes(post)),
  'runs on posts with code, diagrams or maths',
);

for (const post of withCode) {
  test(`${path(post)}: the keyboard reaches each block's Copy code button, which copies the block and says so`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(rel(path(post)));
    const button = page.getByRole('article').getByRole('button', { name: 'Copy code' }).first();
    await expect(button).toBeVisible();
    // Tab from the body's start until the button has focus: it is in the page's order, not only under a pointer.
    await page
      .getByRole('article')
      .locator('[data-entry-body]')
      .evaluate((body) => {
        const start = document.createElement('span');
        start.tabIndex = -1;
        body.prepend(start);
        start.focus();
      });
    for (let tabs = 0; tabs < 20 && !(await button.evaluate((element) => element === document.activeElement)); tabs++)
      await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    // Read before the press: once pressed, the button reads "Copied" and the locator moves on.
    const code = await button.evaluate(
      (element) => element.closest('.code-block')?.querySelector('pre code')?.textContent?.replace(/\n$/, '') ?? '',
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Code copied' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  for (const post of withCode.slice(0, 1))
    test(`${path(post)} offers no copy button, and its code is on the page`, async ({ page }) => {
      await page.goto(rel(path(post)), { waitUntil: 'load' });
      await expect(page.locator('[data-entry-body] > .code-block pre code').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(0);
    });
});

for (const post of withDiagram)
  test(`${path(post)}: each diagram is one named image, drawn in the page's colour mode, its source on the page`, async ({
    page,
  }) => {
    await page.goto(rel(path(post)));
    const diagram = page.getByRole('article').locator('figure.diagram').first();
    const image = diagram.getByRole('img');
    await expect(image).toHaveAccessibleName(/.+/);
    await expect(image).toHaveAccessibleDescription(/.+/);
    await expect(diagram.locator('svg.diagram-light')).toBeVisible();
    await expect(diagram.locator('svg.diagram-dark')).toBeHidden();
    await page.locator('header button[aria-pressed]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(diagram.locator('svg.diagram-dark')).toBeVisible();
    await expect(diagram.locator('svg.diagram-light')).toBeHidden();
    await diagram.locator('summary').click();
    await expect(diagram.locator('pre code')).toBeVisible();
  });

for (const post of withMaths)
  test(`${path(post)}: its maths is MathML drawn in the maths font, with no maths script`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(rel(path(post)));
    await expect(page.getByRole('article').locator('math').first()).toBeVisible();
    expect(await page.evaluate(async () => (await document.fonts.load('16px Maths', '∑')).length)).toBeGreaterThan(0);
    expect(scripts.filter((url) => /katex|temml|mathjax|mermaid/i.test(url))).toEqual([]);
  });
