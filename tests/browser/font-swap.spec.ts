import { expect, type Page, test } from '@playwright/test';
import { ROUTES, rel } from './fixtures';

/**
 * The page is drawn in a fallback font until Inter arrives (`font-display: swap`); the fallback
 * faces are resized to Inter's metrics (scripts/font-plugin.ts), so the swap moves no text. Each
 * page is measured with the font held back, then again once Inter has been drawn.
 */

/** How much wider or narrower a piece of text may be in the fallback than in Inter, beyond 2 px. */
const WIDTH_TOLERANCE = 0.08;

type Box = { x: number; y: number; width: number; height: number };

/** The box of every element that holds text of its own, keyed by its place in the document. */
function textBoxes(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(() => {
    const boxes: Record<string, Box> = {};
    document.querySelectorAll('body *').forEach((element, index) => {
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      const { x, y, width, height } = element.getBoundingClientRect();
      const name = `${index} ${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`;
      if (ownText && width > 0) boxes[name] = { x, y, width, height };
    });
    return boxes;
  });
}

/** The fonts that drew the first heading, as Chromium reports them. */
async function headingFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

// Two measured loads and a held font: slower than one page visit on a busy machine.
test.describe.configure({ timeout: 90_000 });

const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

for (const { path } of ROUTES) {
  test(`${path}: the text takes the same boxes in the fallback font and in Inter`, async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*.woff2', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(rel(path), { waitUntil: 'domcontentloaded' });
    await twoFrames(page);
    const fallback = await headingFonts(page);
    expect(
      fallback.filter((name) => name.startsWith('Inter')),
      'a fallback draws before Inter arrives',
    ).toEqual([]);
    const before = await textBoxes(page);

    release();
    await page.waitForFunction(
      () => document.fonts.check('700 16px "Inter Variable"') && document.fonts.status === 'loaded',
    );
    await twoFrames(page);
    expect(await headingFonts(page), 'Inter draws once it has arrived').toEqual(['Inter']);
    const after = await textBoxes(page);

    expect(Object.keys(after)).toEqual(Object.keys(before));
    // No line moves or changes height, so nothing below the text shifts. Along a line a word's
    // width depends on its letters, which one size-adjust per face matches only on average; bold
    // text, resized by the regular faces' metrics, is up to about 7% wider in the fallback.
    const moved = Object.entries(after).flatMap(([element, box]) => {
      const old = before[element] ?? { x: 0, y: 0, width: 0, height: 0 };
      const vertical = Math.max(Math.abs(box.y - old.y), Math.abs(box.height - old.height));
      const horizontal = Math.abs(box.width - old.width);
      return vertical > 2 || horizontal > Math.max(2, box.width * WIDTH_TOLERANCE)
        ? [`${element}: ${JSON.stringify(old)} -> ${JSON.stringify(box)}`]
        : [];
    });
    expect(moved, `drawn first in ${fallback.join(', ')}`).toEqual([]);
  });
}
