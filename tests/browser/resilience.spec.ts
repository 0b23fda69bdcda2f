import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { env } from '../../scripts/env';
import { serve } from '../../scripts/site/serve';
import { allowOrigin, expect, hydrated, ROUTES, rel, test } from './fixtures';
import { axeViolations } from './page-checks';

// Full loads on a busy machine: allow for them.
test.describe.configure({ timeout: 90_000 });

const skills = ROUTES.find((route) => route.path === '/skills') as (typeof ROUTES)[number];

/** Drops the console lines a deliberately missing file causes, so the fixture checks the rest. */
function forgiveMissingFiles(errors: string[]): void {
  const expected = /Failed to load resource: the server responded with a status of 404|dynamically imported module/;
  for (let i = errors.length - 1; i >= 0; i--) if (expected.test(errors[i] as string)) errors.splice(i, 1);
}

/** Counts full page loads (not client-side navigations) of the main frame. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads++;
  });
  return () => loads;
}

/** Opens the navigation link to a page, through the menu on a phone. */
async function navigateTo(page: Page, name: string, isMobile: boolean): Promise<void> {
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: isMobile ? 'Main menu' : 'Main' })
    .getByRole('link', { name })
    .click();
}

test.describe('a page whose module fails to load during navigation', () => {
  test('loads the target page in full instead, once, with its shell and content', async ({
    page,
    pageErrors,
    isMobile,
  }) => {
    let failed = 0;
    await page.route(/\/assets\/skills-[\w-]+\.js$/, (route) => {
      failed++;
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    await page.goto(rel('/'));
    const loads = countLoads(page);
    await navigateTo(page, skills.nav, isMobile);
    await expect(page).toHaveURL(/\/skills$/);
    // The full load is the prerendered page: heading, top bar and footer, never an error screen.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(skills.heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(failed).toBeGreaterThan(0);
    await expect.poll(loads).toBe(1);
    // The chunk still fails on the fresh page; it is not loaded again and again.
    await page.waitForTimeout(1500);
    expect(loads()).toBe(1);
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    forgiveMissingFiles(pageErrors);
  });
});

test.describe('a redeploy while a page is open', () => {
  let server: Server;
  let dir: string;
  let origin: string;

  test.beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'redeploy-'));
    cpSync(env.distDir, dir, { recursive: true });
    server = await serve({ dir, port: 0, base: env.basePath });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}${env.basePath}`;
  });

  test.afterEach(async () => {
    await new Promise((done) => server.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  /** A new build: every hashed script gets a new name and the old files are gone. */
  function redeploy(): void {
    const assets = join(dir, 'assets');
    const renames = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, name.replace(/\.js$/, 'x.js')] as const);
    for (const [from, to] of renames) renameSync(join(assets, from), join(assets, to));
    const rewrite = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) rewrite(path);
        else if (/\.(html|js)$/.test(name)) {
          let text = readFileSync(path, 'utf8');
          for (const [from, to] of renames) text = text.split(from).join(to);
          writeFileSync(path, text);
        }
      }
    };
    rewrite(dir);
  }

  test('the next navigation loads the new version of the page in full', async ({ page, pageErrors, isMobile }) => {
    // This copy is served on a port of its own: let the page reach it.
    allowOrigin(page, origin);
    await page.goto(`${origin}`);
    await page.waitForLoadState('networkidle');
    redeploy();
    const loads = countLoads(page);
    await navigateTo(page, skills.nav, isMobile);
    await expect(page).toHaveURL(/\/skills$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(skills.heading, { timeout: 20_000 });
    await expect.poll(loads).toBe(1);
    // The new version runs: the app starts from the renamed files.
    await page.keyboard.press('Shift');
    await hydrated(page);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/x\.js$/);
    // And the app works again: the next navigation stays in the page.
    const education = ROUTES.find((route) => route.path === '/education') ?? ROUTES[0];
    await navigateTo(page, education.nav, isMobile);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(education.heading);
    expect(loads()).toBe(1);
    forgiveMissingFiles(pageErrors);
  });
});

test.describe('an unknown address', () => {
  test('answers 404 with the not-found page, kept out of search', async ({ request }) => {
    const response = await request.get(rel('/no-such-page'));
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    const sitemap = await (await request.get(rel('/sitemap.xml'))).text();
    expect(sitemap).not.toContain('404');
  });

  test('shows the not-found page in the site shell with a link home, axe clean', async ({
    page,
    pageErrors,
    isMobile,
  }) => {
    const response = await page.goto(rel('/no/such/page'));
    expect(response?.status()).toBe(404);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${await heading.textContent()} \\| `));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (!isMobile) await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await axeViolations(page), 'axe violations').toEqual([]);
    const home = page.getByRole('main').getByRole('link').last();
    await home.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES[0].heading);
    forgiveMissingFiles(pageErrors);
  });
});
