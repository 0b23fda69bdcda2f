import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { env } from '../../scripts/env';
import { expect, ROUTES, rel, test } from './fixtures';
import { printedText, unspaced } from './printed';

// One tab per worker, left as a new visit finds it (fixtures.ts): these tests never read a first visit's network.
test.use({ warmTab: true });

// Expectations come from the content, so the owner can change it.
const site = parse(readFileSync(join(env.contentDir, 'site.yaml'), 'utf8')) as {
  name: string;
  linkedin: { url: string };
  resume?: { label: string };
};
const label = site.resume?.label ?? 'Download CV';

// Made when a worker runs these tests, not when the file is read: the runner reads it to list them too.
let scratch = '';
test.beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'print-'));
});
test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test.describe('printing in dark mode', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
    await page.emulateMedia({ colorScheme: 'dark' });
  });

  for (const route of ROUTES) {
    test(`${route.path} prints as a light page without navigation`, async ({ page }) => {
      test.slow(); // Printing with backgrounds takes Chromium several seconds a page.
      await page.goto(rel(route.path));
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
      for (const nav of await page.locator('nav').all()) await expect(nav).toBeHidden();
      await expect(page.getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const bar of await page.getByRole('progressbar').all()) await expect(bar).toBeVisible();

      // Printed with backgrounds on, the worst case: the first page must still be a light sheet.
      const pdf = join(scratch, `${route.nav}.pdf`);
      writeFileSync(pdf, await page.pdf({ printBackground: true }));
      execFileSync('pdftoppm', ['-r', '24', '-f', '1', '-l', '1', '-png', '-singlefile', pdf, pdf]);
      const { channels } = await sharp(`${pdf}.png`).stats();
      for (const channel of channels.slice(0, 3)) expect(channel.mean).toBeGreaterThan(225);
      expect(printedText(pdf, '-f', '1', '-l', '1')).toContain(unspaced(route.heading));
    });
  }

  test('writes the address after an external link', async ({ page }) => {
    await page.goto(rel('/'));
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const pdf = join(scratch, 'home-links.pdf');
    writeFileSync(pdf, await page.pdf());
    expect(printedText(pdf)).toContain(`(${site.linkedin.url})`);
  });
});

test.describe('the résumé download', () => {
  for (const path of ['/', '/contact']) {
    test(`${path} links the PDF with its real size`, async ({ page, request }) => {
      await page.goto(rel(path));
      const link = page.getByRole('link', { name: new RegExp(`^${label} \\(PDF, \\d+ KB\\)$`) });
      const href = (await link.getAttribute('href')) ?? '';
      // Saved under the owner's name, e.g. Ada-Lovelace-CV.pdf (resume.pdf when the name has no Latin letters).
      expect(href).toMatch(/\/(?:[A-Za-z0-9-]+-CV|resume)\.pdf$/);
      await expect(link).toHaveAttribute('download', href.split('/').pop() ?? '');
      const response = await request.get(new URL(href, page.url()).href);
      expect(response.headers()['content-type']).toContain('application/pdf');
      const bytes = (await response.body()).byteLength;
      await expect(link).toHaveAccessibleName(`${label} (PDF, ${Math.ceil(bytes / 1024)} KB)`);
    });
  }

  test('the PDF fits on two pages and resume.json names the owner', async ({ request }) => {
    const pdf = join(scratch, 'resume.pdf');
    writeFileSync(pdf, await (await request.get(rel('/resume.pdf'))).body());
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    const pages = Number(info.match(/^Pages:\s+(\d+)$/m)?.[1]);
    expect(info).toMatch(new RegExp(`^Author:\\s+${site.name}$`, 'm'));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    const json = await (await request.get(rel('/resume.json'))).json();
    expect(json.basics.name).toBe(site.name);
  });
});
