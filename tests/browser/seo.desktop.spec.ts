import { env } from '../../scripts/env';
import { resolveSiteUrl } from '../../src/lib/site-url';
import { absoluteUrl } from '../../src/lib/urls';
import { content } from './content';
import { expect, ROUTES, rel, test } from './fixtures';

// Expectations come from the compiled content and the deploy's base path, so both can change.
const { site } = content;
const BASE = env.basePath;
// The build resolves the site URL the same way, with the same SITE_URL.
const url = (path: string) => absoluteUrl(resolveSiteUrl(site.siteUrl, env.siteUrl), BASE, path);

/** Width and height from a PNG's IHDR chunk, after checking the PNG signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type JsonLdNode = { '@type'?: string; name?: string; mainEntity?: JsonLdNode; about?: JsonLdNode };

test.describe('every route', () => {
  // They load and look: one tab per worker (fixtures.ts).
  test.use({ warmTab: true });
  for (const route of ROUTES) {
    test(`${route.path} has its canonical URL, Open Graph and Twitter card tags`, async ({ page }) => {
      await page.goto(rel(route.path));
      const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url(route.path));
      await expect(meta('og:url')).toHaveAttribute('content', url(route.path));
      await expect(meta('og:type')).toHaveAttribute('content', route.path === '/' ? 'profile' : 'website');
      await expect(meta('og:site_name')).toHaveAttribute('content', site.name);
      await expect(meta('og:locale')).toHaveAttribute('content', /^[a-z]{2}_[A-Z]{2}$/);
      const title = await page.title();
      const description = await meta('description').getAttribute('content');
      for (const card of ['og', 'twitter']) {
        await expect(meta(`${card}:title`)).toHaveAttribute('content', title);
        await expect(meta(`${card}:description`)).toHaveAttribute('content', description ?? '');
        await expect(meta(`${card}:image`)).toHaveAttribute('content', url('og.png'));
        await expect(meta(`${card}:image:alt`)).toHaveAttribute('content', new RegExp(site.name));
      }
      await expect(meta('og:image:width')).toHaveAttribute('content', '1200');
      await expect(meta('og:image:height')).toHaveAttribute('content', '630');
      await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image');
      // One, following the theme the page shows (theme-color.spec.ts).
      await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
    });

    test(`${route.path} describes its owner as a schema.org Person`, async ({ page }) => {
      await page.goto(rel(route.path));
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks).toHaveLength(1);
      const data = JSON.parse(blocks[0] ?? '') as JsonLdNode;
      expect(data['@type']).toBe(route.path === '/' ? 'ProfilePage' : 'WebPage');
      const person = data.mainEntity ?? data.about;
      expect(person).toMatchObject({ '@type': 'Person', name: site.name, url: url('/') });
    });
  }
});

test('the share image is a 1200x630 PNG drawn at build time', async ({ request }) => {
  const response = await request.get(rel('/og.png'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const bytes = await response.body();
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  expect(bytes.length).toBeLessThan(100_000);
});

test('the favicon and the home-screen icon load', async ({ page, request }) => {
  await page.goto(rel('/'));
  const icon = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? '';
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  // The page carries its favicon, one request fewer before the first paint; the file is the same icon.
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
  const inPage = decodeURIComponent(icon.slice('data:image/svg+xml,'.length));
  expect(inPage).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  const svg = await request.get(rel('/favicon.svg'));
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toBe('image/svg+xml');
  expect((await svg.text()).replace(/\s+/g, ' ')).toBe(inPage);
  const png = await request.get(new URL(touch ?? '', page.url()).href);
  expect(png.status()).toBe(200);
  expect(pngSize(await png.body())).toEqual({ width: 180, height: 180 });
});

test('sitemap.xml lists every route at its absolute URL, once', async ({ request }) => {
  const response = await request.get(rel('/sitemap.xml'));
  expect(response.status()).toBe(200);
  const xml = await response.text();
  // A site in several languages adds the xhtml namespace for its alternates.
  expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"[^>]*>/);
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  // The six in their order; an owner's section may sit between them (a page's `order` places it).
  const six = ROUTES.map((route) => url(route.path));
  expect(locations.filter((location) => six.includes(location))).toEqual(six);
  expect(new Set(locations).size).toBe(locations.length);
  for (const location of locations) expect(location.startsWith(url('/'))).toBe(true);
});

test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
  const response = await request.get(rel('/robots.txt'));
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\S*/m);
  expect(robots).toContain(`Sitemap: ${url('sitemap.xml')}`);
});
