import type { Page } from '@playwright/test';
import { escapeHtml } from '../../scripts/site/html';
import { headHtml } from '../../scripts/site/seo';
import { expect, ROUTES, rel, test } from './fixtures';

// One tab per worker, left as a new visit finds it (fixtures.ts): these tests never read a first visit's network.
test.use({ warmTab: true });

declare global {
  interface Window {
    __cspViolations?: string[];
    __pwned?: number;
  }
}

/** Records every CSP violation from the first byte of every document the page loads. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) messages.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [...messages, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

test.describe('the Content-Security-Policy', () => {
  test('is sent with the security headers on every page, and matches the meta tag', async ({ request, isMobile }) => {
    test.skip(isMobile, 'headers are the same at every width');
    for (const route of ROUTES) {
      const response = await request.get(rel(route.path));
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, route.path).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'/);
      expect(csp).not.toMatch(/'unsafe-eval'/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');

      const html = await response.text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(`${meta.replaceAll('&#39;', "'")}; frame-ancestors 'none'`).toBe(csp);
      expect(html.indexOf('Content-Security-Policy'), 'the meta tag precedes every script').toBeLessThan(
        html.indexOf('<script'),
      );
    }
  });

  test('every page loads and hydrates without a violation', async ({ page, isMobile }) => {
    // The phone's own scripts (the menu) run in the test below, which uses them.
    test.skip(isMobile, 'a page loads the same scripts at every width: checked once, on desktop');
    const violations = await watchCsp(page);
    for (const route of ROUTES)
      await test.step(route.path, async () => {
        await page.goto(rel(route.path));
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        expect(await violations()).toEqual([]);
      });
  });

  test('lets the theme script run by its hash, so a dark visitor gets the dark theme before paint', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
    // Stop before the app's module runs: only the inline boot script can have set the theme.
    await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto(rel('/skills'), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await violations()).toEqual([]);
  });

  test('is not violated by navigating every page, switching theme, or using the menu and form', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    const violations = await watchCsp(page);
    await page.goto(rel('/'));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /dark mode|light mode/i }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    for (const route of [...ROUTES.slice(1), ROUTES[0]]) {
      if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
      const nav = page.getByRole('navigation', { name: isMobile ? 'Main menu' : 'Main' });
      await nav.getByRole('link', { name: route.nav }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await page.mouse.wheel(0, 600);
    }
    await page.getByRole('button', { name: /dark mode|light mode/i }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');

    await page.goto(rel('/contact'));
    await page.waitForLoadState('networkidle');
    await page.getByRole('textbox', { name: 'Your Name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Your Email' }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Hello');
    await page.getByRole('textbox', { name: 'Message' }).fill('A message.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Opening your email client...')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test.describe('content that tries to break out of the markup', () => {
  test.skip(({ isMobile }) => isMobile, 'escaping does not depend on the width');
  const breakout = '</script><script>window.__pwned=1</script>';
  const attribute = '"onmouseover=alert(1) x="';
  const hostile = {
    name: `Eve ${breakout}`,
    title: `Boss ${attribute}`,
    description: `${attribute} ${breakout}`,
    pageTitle: `Skills ${breakout}`,
    pageDescription: `Desc ${attribute}`,
  };

  /** A page whose head is built by the prerender's own function from hostile content, with no CSP. */
  function hostileDocument(base: string, wrap: (text: string) => string = escapeHtml): string {
    const head = headHtml({
      site: {
        name: hostile.name,
        title: hostile.title,
        description: hostile.description,
        siteUrl: 'https://eve.example.com',
        email: 'eve@example.com',
        location: `Nowhere ${attribute}`,
        profileUrls: [],
      },
      page: { path: '/skills', title: hostile.pageTitle, description: hostile.pageDescription },
      base,
      image: { width: 1200, height: 630, alt: hostile.title },
      themeColors: { light: '#ffffff', dark: '#000000' },
    });
    return `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head>
      <body><h1 title="${wrap(hostile.title)}">${wrap(hostile.name)}</h1></body></html>`;
  }

  /** The deploy's base path, so the page's icon links resolve under a sub-path too. */
  const basePath = (baseURL: string | undefined) => new URL(baseURL ?? 'http://127.0.0.1/').pathname;

  async function open(page: Page, baseURL: string | undefined, html: string) {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const url = new URL('__hostile-content', baseURL).href;
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    // A bare head-and-heading page: it has no app to wait for.
    await page.goto(url, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).hover();
    return dialogs;
  }

  test('runs nothing and shows the text as written', async ({ page, baseURL }) => {
    const dialogs = await open(page, baseURL, hostileDocument(basePath(baseURL)));
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page).toHaveTitle(hostile.pageTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', hostile.pageDescription);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('title', hostile.title);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
    expect(data.about).toMatchObject({ name: hostile.name, jobTitle: hostile.title, description: hostile.description });
  });

  test('would be caught: the same content unescaped does run', async ({ page, baseURL }) => {
    const dialogs = await open(
      page,
      baseURL,
      hostileDocument(basePath(baseURL), (text) => text),
    );
    expect(await page.evaluate(() => window.__pwned)).toBe(1);
    expect(dialogs).toEqual(['1']);
  });
});
