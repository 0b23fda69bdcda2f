import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../scripts/chromium';
import { expect, hydrated, rel, test } from './fixtures';

// Chromium's "Block sites from saving data" setting, as a profile preference: the full browser's
// (chromiumLaunch), as the headless shell the other tests use reads no profile preferences.
const BLOCK_SITE_DATA = { profile: { default_content_setting_values: { cookies: 2 } } };

test('with site data blocked, the theme toggle still works for the visit', async ({ baseURL, isMobile }) => {
  test.skip(isMobile, 'one browser profile of its own is enough');
  test.setTimeout(60_000);
  const profile = mkdtempSync(join(tmpdir(), 'blocked-storage-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify(BLOCK_SITE_DATA));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunch, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(rel('/'));
    // The setting took: reading the property itself throws, as it does for a visitor.
    const access = await page.evaluate(() => {
      try {
        void window.localStorage;
        return 'allowed';
      } catch (error) {
        return (error as DOMException).name;
      }
    });
    expect(access).toBe('SecurityError');

    await page.keyboard.press('Shift');
    await hydrated(page);
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    for (const pressed of ['true', 'false', 'true', 'false', 'true']) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', pressed);
      await expect(html).toHaveAttribute('data-theme', pressed === 'true' ? 'dark' : 'light');
    }
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
