import { content } from './content';
import { expect, rel, route, test } from './fixtures';
import { card, expectCertificates, expectNewTabLink, NEW_TAB } from './page-expect';

// Expectations come from the compiled content, so any valid edit to content/ keeps these true.
const { education: DEGREES, certifications } = content;
// They load and look: one tab per worker (fixtures.ts).
test.use({ warmTab: true });

test.beforeEach(async ({ page }) => {
  await page.goto(rel('/education'));
});

test('shows the degrees newest first with institution, period, location, level and website', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route('/education').heading);
  const timeline = page.getByRole('list', { name: 'Degrees' });
  await expect(timeline.getByRole('heading', { level: 2 })).toHaveText(DEGREES.map((degree) => degree.degree));

  for (const degree of DEGREES) {
    const entry = card(page, degree.degree);
    await expect(entry).toContainText(degree.institution);
    await expect(entry).toContainText(degree.location);
    await expect(entry).toContainText(`EQF Level ${degree.level}`);
    const times = entry.locator('time');
    const { start, end } = degree.period;
    await expect(times).toHaveCount(end ? 2 : 1);
    await expect(times.nth(0)).toHaveAttribute('datetime', start.iso);
    if (end) await expect(times.nth(1)).toHaveAttribute('datetime', end.iso);
    await expect(entry).toContainText(degree.period.label);
    const hostname = new URL(degree.website).hostname;
    await expectNewTabLink(entry.getByRole('link', { name: `${hostname}${NEW_TAB}` }), degree.website);
    await expect(entry.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveText(degree.highlights);
  }
});

test('shows a progress bar only for a degree still under way', async ({ page }) => {
  const underWay = DEGREES.filter((degree) => degree.progress < 100);
  await expect(page.getByRole('progressbar')).toHaveCount(underWay.length);
  for (const degree of DEGREES) {
    const entry = card(page, degree.degree);
    if (degree.progress < 100) {
      const progress = entry.getByRole('progressbar', { name: 'Progress' });
      await expect(progress).toHaveAttribute('aria-valuenow', String(degree.progress));
      await expect(entry).toContainText(`${degree.progress}%`);
    } else await expect(entry.getByRole('progressbar')).toHaveCount(0);
  }
});

test('lists its certifications with a credential button only where there is a URL', async ({ page }) => {
  const section = page.getByRole('region', { name: 'Professional Certifications' });
  if (certifications.education.length === 0) return expect(section).toHaveCount(0);
  await expectCertificates(section, certifications.education, 'View credential');
});
