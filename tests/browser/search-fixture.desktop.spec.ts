import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { env } from '../../scripts/env';
import en from '../../src/messages/en.json' with { type: 'json' };
import ja from '../../src/messages/ja.json' with { type: 'json' };
import zh from '../../src/messages/zh.json' with { type: 'json' };
import { expect, test } from './fixtures';

/**
 * Search on its own fixture (tests/owners/search: English, Japanese and Chinese, built under
 * /portfolio/ by `tsx scripts/test/owners.ts search`), whose words it may pin: a Japanese page
 * searches the Japanese index and finds a word inside a sentence without spaces, a Chinese page the
 * Chinese one, and a post whose title and body are markup shows it as text in the results.
 */

test.skip(
  !existsSync(join(env.contentDir, 'sections', 'notes', 'markup-as-text.md')),
  'needs tests/owners/search: scripts/test/owners.ts search runs it',
);

/** The search button's name in each of the fixture's languages. */
const SEARCH_BUTTON = new RegExp(`^(${[en, ja, zh].map((words) => words.search.open).join('|')})$`);

/** Opens search on `path` (under the base) and searches `query`; the pagefind files the page fetched. */
async function searchOn(page: Page, path: string, query: string) {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/pagefind/')) fetched.push(pathname.slice(pathname.indexOf('/pagefind/')));
  });
  await page.goto(`.${path}`);
  // The shortcut comes with the button, once the app runs.
  await expect(page.getByRole('banner').getByRole('button', { name: SEARCH_BUTTON })).toBeVisible();
  await page.keyboard.press('/');
  await page.getByRole('combobox').fill(query);
  await expect(page.getByRole('dialog').getByRole('status')).not.toBeEmpty();
  return fetched;
}

const options = (page: Page) => page.getByRole('listbox').getByRole('option');

test('a Japanese page searches the Japanese pages, and finds a word inside a sentence', async ({ page }) => {
  const fetched = await searchOn(page, '/ja/', '形態素解析');
  await expect(options(page)).toHaveCount(1);
  const found = options(page).first();
  await expect(found).toHaveAttribute('href', '/portfolio/ja/notes/finding-words');
  await expect(found).toContainText('静的サイトが自分の言葉を見つけるしくみ');
  // Named by its section, in Japanese, and the word marked whole.
  await expect(found).toContainText('ノート');
  await expect(page.getByRole('listbox').locator('mark')).toHaveText(['形態素解析']);
  expect(fetched.filter((file) => file.endsWith('.pf_meta'))).toEqual([expect.stringMatching(/pagefind\.ja_/)]);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portfolio\/ja\/notes\/finding-words$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('静的サイトが自分の言葉を見つけるしくみ');
});

test('a Chinese page searches the Chinese pages; the English pages know neither word', async ({ page }) => {
  await searchOn(page, '/zh/', '北京大学');
  await expect(options(page)).toHaveCount(1);
  await expect(options(page).first()).toHaveAttribute('href', '/portfolio/zh/notes/finding-words');
  await page.getByRole('combobox').fill('形態素解析');
  await expect(page.getByRole('dialog').getByRole('status')).toContainText('形態素解析');
  await expect(options(page)).toHaveCount(0);

  const fetched = await searchOn(page, '/', '分词');
  await expect(options(page)).toHaveCount(0);
  expect(fetched.filter((file) => file.endsWith('.pf_meta'))).toEqual([expect.stringMatching(/pagefind\.en_/)]);
});

test('shows a title and body written as markup as text, running none of it', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  await searchOn(page, '/', 'hostilemarkup');
  await expect(options(page)).toHaveCount(1);
  await expect(options(page).first()).toContainText(
    '<img src=x onerror=alert(1)> and "><svg onload=alert(2)> in a title',
  );
  await page.getByRole('combobox').fill('alert');
  await expect(options(page).first()).toBeVisible();
  await expect(page.getByRole('listbox')).toContainText('<script>alert(3)</script>');
  const elements = await page
    .getByRole('listbox')
    .evaluate((list) => [...new Set([...list.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()))]);
  expect(elements.sort()).toEqual(['a', 'mark', 'span']);
  expect(alerts).toEqual([]);
});
