import { content } from './content';
import { expect, rel, test } from './fixtures';
import { expectNewTabLink, listTexts } from './page-expect';

// Expectations come from the compiled content, so a YAML edit and these tests move together.
const { home: site } = content;

// One tab per worker, left as a new visit finds it (fixtures.ts): these tests never read a first visit's network.
test.use({ warmTab: true });

test.beforeEach(async ({ page }) => {
  await page.goto(rel('/'));
});

test('greets the visitor with the name, title, intro and the chips', async ({ page }) => {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(site.greeting);
  await expect(main.getByText(site.title, { exact: true })).toBeVisible();
  await expect(main.getByText(site.intro, { exact: true })).toBeVisible();
  expect(await listTexts(main.getByRole('list').first())).toEqual(site.chips);
});

test('links to the LinkedIn and GitHub profiles in a new tab, and to email in place', async ({ page }) => {
  const main = page.getByRole('main');
  await expectNewTabLink(main.getByRole('link', { name: new RegExp(`^${site.linkedin.label}`) }), site.linkedin.url);
  await expectNewTabLink(main.getByRole('link', { name: new RegExp(`^${site.github.label}`) }), site.github.url);
  const email = main.getByRole('link', { name: site.email });
  await expect(email).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(email).not.toHaveAttribute('target', /./);
});

test('shows the About card with its paragraphs', async ({ page }) => {
  const about = page.getByRole('region', { name: site.aboutTitle });
  await expect(about.getByRole('heading', { level: 2 })).toHaveText(site.aboutTitle);
  for (const paragraph of site.about) await expect(about.getByText(paragraph, { exact: true })).toBeVisible();
});

test('loads the portrait as a modern format at its stated size, first and without layout shift', async ({ page }) => {
  const portrait = page.getByRole('img', { name: content.portraitAlt });
  await expect(portrait).toHaveAttribute('width', '320');
  await expect(portrait).toHaveAttribute('height', '320');
  await expect(portrait).toHaveAttribute('fetchpriority', 'high');
  await expect(portrait).not.toHaveAttribute('loading', 'lazy');
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  const source = await portrait.evaluate((img: HTMLImageElement) => img.currentSrc);
  // A portrait of a few KB travels in the page itself (scripts/page-load/inline-images.ts).
  if (source.startsWith('data:')) {
    expect(source).toMatch(/^data:image\/avif;base64,/);
    expect(Buffer.from(source.split(',')[1] ?? '', 'base64').length).toBeLessThanOrEqual(4096);
    return;
  }
  expect(source).toMatch(/\.(avif|webp)$/);
  const response = await page.request.get(source);
  expect(response.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  // Tens of KB at most: it is the largest paint on a phone.
  expect((await response.body()).length).toBeLessThan(40_000);
});
