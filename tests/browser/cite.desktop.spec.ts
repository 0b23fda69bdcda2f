import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { allSectionEntries } from 'contentlayer/generated';
import { expect, rel, test } from './fixtures';

/**
 * The Cite action of a section entry with BibTeX (one from a .bib file, or written in its front
 * matter), read from the content the site was built from: its link downloads the entry's BibTeX
 * with scripting on or off, and its button copies the same text from the keyboard and says so.
 * `tsx scripts/test/owners.ts sections` runs it on tests/owners/sections; without BibTeX it skips.
 */

const cited = allSectionEntries.filter((entry) => entry.hasBibtex && entry.bibtex);
const [entry] = cited;
test.skip(!entry, 'runs on content with an entry that has BibTeX');

// A title that links out is named with "(opens in a new tab)" too.
const cardOf = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: entry?.title ?? '' }) });

test("an entry's copy button copies its BibTeX, reached and pressed from the keyboard, and says so", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  if (!entry) return;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL ?? '').origin });
  await page.goto(rel(`/${entry.section}`));
  const card = cardOf(page);
  await card.getByRole('link', { name: 'BibTeX' }).focus();
  await page.keyboard.press('Tab');
  const copy = card.getByRole('button', { name: 'Copy citation' });
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toHaveText('BibTeX copied');
  await expect(card.getByRole('button', { name: 'Copied' })).toBeFocused();
  const file = await (await request.get(rel(`/${entry.section}/${entry.slug}.bib`))).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file);
  expect(file).toBe(entry.bibtex);
  // The button says so a moment, then offers itself again.
  await expect(copy).toBeVisible({ timeout: 5_000 });
});

test.describe('with scripting off', () => {
  test.use({ javaScriptEnabled: false });

  test("an entry's Cite action is its BibTeX file to download, and no button nothing would answer", async ({
    page,
  }) => {
    if (!entry) return;
    await page.goto(rel(`/${entry.section}`), { waitUntil: 'load' });
    const card = cardOf(page);
    await expect(card.getByRole('button', { name: 'Copy citation' })).toBeHidden();
    const link = card.getByRole('link', { name: 'BibTeX' });
    await link.focus();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`${entry.slug}.bib`);
    expect(readFileSync(await saved.path(), 'utf8')).toBe(entry.bibtex);
  });
});
