import { content } from './content';
import { expect, rel, test } from './fixtures';
import { expectNewTabLink, listTexts } from './page-expect';

// Expectations come from the compiled content, so a YAML edit and these tests move together.
const { projects } = content;
// They load and look: one tab per worker (fixtures.ts).
test.use({ warmTab: true });

test.beforeEach(async ({ page }) => {
  await page.goto(rel('/projects'));
});

test('shows each project card with description, key features, chips, category and code link', async ({ page }) => {
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(projects.length);
  for (const [index, project] of projects.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(project.title);
    await expect(card.getByText(project.description, { exact: true })).toBeVisible();
    const features = card.getByRole('heading', { name: 'Key features' }).locator('xpath=following-sibling::ul[1]');
    expect(await listTexts(features)).toEqual(project.features);
    expect(await listTexts(card.getByRole('list', { name: 'Technologies' }))).toEqual(project.techStack);
    await expect(card.getByText(project.category, { exact: true })).toBeVisible();
    await expectNewTabLink(card.getByRole('link', { name: /View code/ }), project.github);
  }
});

test('links a demo only for a project that has one', async ({ page }) => {
  const cards = page.getByRole('article');
  for (const [index, project] of projects.entries()) {
    const demo = cards.nth(index).getByRole('link', { name: /demo/i });
    if (project.demo) await expectNewTabLink(demo, project.demo);
    else await expect(demo).toHaveCount(0);
  }
  const demos = projects.filter((project) => project.demo).length;
  await expect(page.getByRole('link', { name: /demo/i })).toHaveCount(demos);
  await expect(cards.getByRole('link')).toHaveCount(projects.length + demos);
});

test('each category panel reads its project’s category', async ({ page }) => {
  const cards = page.getByRole('article');
  for (const [index, project] of projects.entries())
    await expect(cards.nth(index).getByText(project.category, { exact: true })).toBeVisible();
});
