/**
 * Full-page screenshots of every route, light and dark, at a phone and a desktop width, from an
 * existing build (it builds nothing). For looking at the pages, not for tests.
 *
 *   DIST_DIR=dist PORT=4180 [BASE_PATH=/portfolio/] npm run bench -- screenshots   → screenshots/<route>-<mode>-<width>.png
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../chromium';
import { env } from '../env';
import { ROUTE_PATHS, routeName, routeUrl } from '../routes';
import { serve } from '../site/serve';

const DIST = env.distDir;
const PORT = env.port(4180);
const BASE = env.basePath;
const OUT = resolve(env.screenshotsDir);
const WIDTHS = [390, 1280] as const;
const MODES = ['light', 'dark'] as const;

const fileName = (path: string, mode: string, width: number) => `${routeName(path)}-${mode}-${width}.png`;

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await serve({ dir: DIST, port: PORT, base: BASE });
  const browser = await chromium.launch(chromiumLaunch);
  const written: string[] = [];
  try {
    for (const mode of MODES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 844 : 800 },
          deviceScaleFactor: 1,
          isMobile: width < 600,
          hasTouch: width < 600,
          reducedMotion: 'reduce',
        });
        // The theme script reads the saved choice before first paint, as on a real return visit.
        await context.addInitScript((value) => localStorage.setItem('themeMode', value), mode);
        const page = await context.newPage();
        for (const path of ROUTE_PATHS) {
          await page.goto(routeUrl(path, `http://127.0.0.1:${PORT}${BASE}`), { waitUntil: 'networkidle' });
          await page.evaluate(() => document.fonts.ready);
          const file = join(OUT, fileName(path, mode, width));
          await page.screenshot({ path: file, fullPage: true });
          written.push(file);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`Wrote ${written.length} screenshots of ${DIST}/ into ${OUT}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
