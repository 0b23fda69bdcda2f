import { palette } from '../../src/styles/palette';
import { computedRgb } from './colours';
import { content } from './content';
import { expect, rel, route, test } from './fixtures';
import { card, expectCertificates } from './page-expect';

// One tab per worker, left as a new visit finds it (fixtures.ts): these tests never read a first visit's network.
test.use({ warmTab: true });

// Expectations come from the compiled content, so any valid edit to content/ keeps these true.
const { skills: SKILLS, certifications } = content;
const SKILL_COUNT = SKILLS.reduce((sum, category) => sum + category.skills.length, 0);

test('shows a card per category with each skill as a named bar with its percentage', async ({ page }) => {
  await page.goto(rel('/skills'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route('/skills').heading);
  const categories = page.locator('main').getByRole('heading', { level: 2 });
  const certificates = certifications.skills.length > 0 ? ['Certifications'] : [];
  await expect(categories).toHaveText([...SKILLS.map((c) => c.title), ...certificates]);
  await expect(page.getByRole('progressbar')).toHaveCount(SKILL_COUNT);

  for (const category of SKILLS) {
    const categoryCard = card(page, category.title);
    await expect(categoryCard.getByRole('progressbar')).toHaveCount(category.skills.length);
    await expect(categoryCard.getByRole('listitem')).toHaveText(
      category.skills.map(({ name, level }) => `${name}${level}%`),
    );
    const bars = await categoryCard
      .getByRole('progressbar')
      .evaluateAll((elements) =>
        elements.map((bar) => [
          document.getElementById(bar.getAttribute('aria-labelledby') ?? '')?.textContent,
          Number(bar.getAttribute('aria-valuenow')),
        ]),
      );
    expect(bars).toEqual(category.skills.map(({ name, level }) => [name, level]));
    for (const skill of category.skills)
      await expect(categoryCard.getByRole('progressbar', { name: skill.name, exact: true })).toHaveAttribute(
        'aria-valuenow',
        String(skill.level),
      );
  }
  await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuemin', '0');
  await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuemax', '100');
});

test('draws each bar as wide as its level', async ({ page }) => {
  await page.goto(rel('/skills'));
  for (const category of SKILLS) {
    const bars = card(page, category.title).getByRole('progressbar');
    const ratios = await bars.evaluateAll((tracks) =>
      tracks.map((track) => {
        const fill = track.firstElementChild as HTMLElement;
        return fill.getBoundingClientRect().width / track.getBoundingClientRect().width;
      }),
    );
    for (const [index, skill] of category.skills.entries()) expect(ratios[index]).toBeCloseTo(skill.level / 100, 2);
  }
});

test('lists its certifications; a verify link shows only where there is a URL', async ({ page }) => {
  await page.goto(rel('/skills'));
  const section = page.getByRole('region', { name: 'Certifications' });
  if (certifications.skills.length === 0) return expect(section).toHaveCount(0);
  await expectCertificates(section, certifications.skills, 'Verify credential');
});

test('category cards lift when hovered', async ({ page, isMobile }) => {
  test.skip(isMobile, 'touch screens have no hover');
  await page.goto(rel('/skills'));
  const first = card(page, SKILLS[0]?.title ?? '');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => first.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  await first.hover();
  await expect.poll(() => first.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
});

test('category titles use their role colour for words in dark mode', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
  await page.goto(rel('/skills'));
  for (const category of SKILLS) {
    const title = page.getByRole('heading', { name: category.title, exact: true });
    await expect
      .poll(() => title.evaluate((el) => getComputedStyle(el).color))
      .toBe(computedRgb(palette.dark.accent[category.color].text));
  }
});
