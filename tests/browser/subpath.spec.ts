import { env } from '../../scripts/env';
import { getMessages } from '../../src/content/messages';
import { content } from './content';
import { expect, ROUTES, rel, route, test } from './fixtures';

/** The base the site was built and is served under, e.g. /portfolio/ for a project page. */
const BASE = env.basePath;
const underBase = (path: string) => (path === '/' ? BASE : `${BASE}${path.slice(1)}`);

test.skip(
  BASE === '/',
  'needs a sub-path build: scripts/test/owners.ts builds the international set under /portfolio/ and runs this file',
);

test.describe('the site deployed under a sub-path', () => {
  for (const route of ROUTES) {
    test(`serves ${route.path} under the sub-path with every asset and link inside it`, async ({ page }) => {
      const failures: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      });
      page.on('requestfailed', (request) => failures.push(`failed ${request.url()}`));

      const response = await page.goto(rel(route.path));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(underBase(route.path).replace(/\/$/, ''));
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(failures, 'no request for a page asset fails').toEqual([]);

      const localUrls = await page
        .locator('a[href^="/"], link[href^="/"], script[src^="/"], img[src^="/"]')
        .evaluateAll((elements) =>
          elements.map((element) => element.getAttribute('href') ?? element.getAttribute('src')),
        );
      expect(localUrls.length).toBeGreaterThan(0);
      for (const url of localUrls) expect(url?.startsWith(BASE), `${url} stays under the sub-path`).toBe(true);
    });
  }

  test('navigation keeps the sub-path and the name in the top bar goes home', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop navigation; the phone menu has its own test');
    await page.goto(rel('/skills'));
    // The owner may name the navigation in their own words (content/messages.yaml).
    const nav = page.getByRole('navigation', { name: getMessages().nav.main });
    for (const route of ROUTES)
      await expect(nav.getByRole('link', { name: route.nav })).toHaveAttribute('href', underBase(route.path));

    await nav.getByRole('link', { name: route('/experience').nav, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === underBase('/experience'));
    await expect(page.getByRole('heading', { level: 1, name: route('/experience').heading })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: content.site.name }).click();
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === BASE.replace(/\/$/, ''));
    await expect(page.getByRole('heading', { level: 1, name: ROUTES[0].heading })).toBeVisible();
  });
});
