import { expect, type Page, test } from '@playwright/test';
import { chromiumLaunch } from '../../scripts/chromium';
import { ROUTES, rel } from './fixtures';

/**
 * The page is drawn in a fallback font until Inter arrives (`font-display: swap`); the fallback
 * faces are resized to Inter's metrics at each weight (scripts/page-load/font-fallbacks.ts), so the swap moves no text. Each
 * page is measured with the font held back, then again once Inter has been drawn.
 */

/**
 * How much wider or narrower a piece of text may be in the fallback than in Inter, beyond 2 px.
 * Measured worst, with a face per weight: 5.6% for words (a short capitalised one), 7.0% for
 * dates, as Inter's figures run wider than the fallbacks' next to its letters.
 */
const WIDTH_TOLERANCE = { words: 0.06, figures: 0.08 };

type Box = { x: number; y: number; width: number; height: number };

/**
 * The box of every element that holds text of its own, keyed by its place in the document when
 * first measured. The app may start between the two measurements and add its controls (the
 * search button): the second measures the elements the first found, by the mark it left on them.
 */
function textBoxes(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(() => {
    const boxes: Record<string, Box> = {};
    const marked = document.querySelector('[data-font-fit]') !== null;
    const elements = marked ? document.querySelectorAll('[data-font-fit]') : document.querySelectorAll('body *');
    elements.forEach((element, index) => {
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      const { x, y, width, height } = element.getBoundingClientRect();
      const place = marked ? Number(element.getAttribute('data-font-fit')) : index;
      const name = `${place} ${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`;
      if (!ownText || width === 0) return;
      boxes[name] = { x, y, width, height };
      element.setAttribute('data-font-fit', String(place));
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
// In the browser a visitor runs: the headless shell the other tests use sizes a local() fallback
// face differently (a date 73 px wide where Chromium draws it 76.6 px), and the faces were fitted to Chromium.
test.use({ launchOptions: chromiumLaunch });

/** Pixel 7's width, as the phone project has it. */
const PHONE_WIDTH = 412;

const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

for (const width of [1280, PHONE_WIDTH]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path } of ROUTES) {
      test(`${path} at ${width} px: the text takes the same boxes in the fallback font and in Inter`, async ({
        page,
      }, testInfo) => {
        test.skip(testInfo.project.name === 'phone' && width !== PHONE_WIDTH, 'the phone is 412 px wide');
        test.skip(testInfo.project.name !== 'phone' && width === PHONE_WIDTH, 'the phone project checks its own width');
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
        // width depends on its letters, which one size-adjust per face and weight matches only on
        // average.
        const hasFigures = (element: string) => /\d/.test(element.split('"')[1] ?? '');
        const moved = Object.entries(after).flatMap(([element, box]) => {
          const old = before[element] ?? { x: 0, y: 0, width: 0, height: 0 };
          const vertical = Math.max(Math.abs(box.y - old.y), Math.abs(box.height - old.height));
          const horizontal = Math.abs(box.width - old.width);
          const tolerance = hasFigures(element) ? WIDTH_TOLERANCE.figures : WIDTH_TOLERANCE.words;
          return vertical > 2 || horizontal > Math.max(2, box.width * tolerance)
            ? [`${element}: ${JSON.stringify(old)} -> ${JSON.stringify(box)}`]
            : [];
        });
        // The widest change in words beyond 2 px, to read in the report when tuning the tolerance.
        const worst = Object.entries(after).reduce(
          (most, [element, box]) => {
            const change = Math.abs(box.width - (before[element]?.width ?? 0));
            if (hasFigures(element) || change <= 2) return most;
            return change / box.width > most.share ? { element, change, share: change / box.width } : most;
          },
          { element: '', change: 0, share: 0 },
        );
        testInfo.annotations.push({ type: 'widest change', description: JSON.stringify(worst) });
        expect(moved, `drawn first in ${fallback.join(', ')}`).toEqual([]);
      });
    }
  });
}
