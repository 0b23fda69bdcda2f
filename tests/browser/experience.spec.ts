import { content } from './content';
import { expect, rel, route, test } from './fixtures';
import { expectNewTabLink, listTexts } from './page-expect';

// Expectations come from the compiled content, so a YAML edit and these tests move together.
const { experience: roles } = content;
// They load and look: one tab per worker (fixtures.ts).
test.use({ warmTab: true });

test('lists the roles newest first on the Professional Experience timeline', async ({ page }) => {
  await page.goto(rel('/experience'));
  const timeline = page.getByRole('list', { name: route('/experience').heading });
  await expect(timeline.getByRole('heading', { level: 2 })).toHaveText(roles.map((role) => role.title));
  const starts = roles.map((role) => role.period.start.iso);
  expect(starts).toEqual([...starts].sort().reverse());
});

test('gives each role its company, client, period, location, product link, chips and achievements', async ({
  page,
}) => {
  await page.goto(rel('/experience'));
  const entries = page.getByRole('article');
  await expect(entries).toHaveCount(roles.length);
  for (const [index, role] of roles.entries()) {
    const entry = entries.nth(index);
    await expect(entry.getByRole('heading', { level: 2 })).toHaveText(role.title);
    await expect(entry.getByText(role.company, { exact: true })).toBeVisible();
    await expect(entry.getByText(role.location, { exact: true })).toBeVisible();

    const dates = await entry
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    const { start, end } = role.period;
    expect(dates).toEqual(end ? [start.iso, end.iso] : [start.iso]);
    if (!end) await expect(entry.getByText(/Present/)).toBeVisible();

    if (role.client) await expect(entry.getByText(role.client, { exact: true })).toBeVisible();
    else await expect(entry.getByText('Client', { exact: true })).toHaveCount(0);

    if (role.product) await expectNewTabLink(entry.getByRole('link'), role.product);
    else await expect(entry.getByRole('link')).toHaveCount(0);

    expect(await listTexts(entry.getByRole('list', { name: 'Technologies' }))).toEqual(role.technologies);
    const achievements = entry
      .getByRole('heading', { name: 'Key achievements' })
      .locator('xpath=following-sibling::ul[1]');
    expect(await listTexts(achievements)).toEqual(role.achievements);
  }
});

test('entries reached by client-side navigation fade in and end fully visible', async ({ page, isMobile }) => {
  await page.goto(rel('/'));
  await page.waitForLoadState('networkidle');
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: isMobile ? 'Main menu' : 'Main' })
    .getByRole('link', { name: route('/experience').nav })
    .click();
  const last = page.getByRole('article').last();
  await expect(last).toBeVisible();
  await expect.poll(() => last.evaluate((el) => getComputedStyle(el.closest('[data-reveal]') ?? el).opacity)).toBe('1');
});
