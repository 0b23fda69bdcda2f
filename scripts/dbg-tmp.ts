import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { serve } from './serve';

const server = await serve({ dir: 'dist', port: 4211, base: '/' });
const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => console.log('console', m.text()));
page.on('pageerror', (e) => console.log('err', e.message));
const t0 = Date.now();
await page.goto('http://127.0.0.1:4211/experience', { waitUntil: 'commit' });
for (let i = 0; i < 12; i++) {
  await page.mouse.wheel(0, 100).catch(() => {});
  await page.waitForTimeout(250);
  console.log(
    Date.now() - t0,
    await page
      .evaluate(() => [
        scrollY,
        document.documentElement.hasAttribute('data-hydrated'),
        document.querySelector('header')?.getAttribute('data-scrolled'),
      ])
      .catch((e) => String(e)),
  );
}
await browser.close();
server.close();
