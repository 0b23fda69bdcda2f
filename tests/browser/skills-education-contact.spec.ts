import type { Locator, Page } from '@playwright/test';
import { content } from './content';
import { expect, rel, route, test } from './fixtures';

// Expected words come from the compiled content, so any valid edit to content/ keeps these true.
const { site, contact, skills: SKILLS, education: DEGREES, certifications, social: SOCIAL } = content;
const OWNER_EMAIL = site.email;
const NOTICE = 'Opening your email client...';
const NEW_TAB = ' (opens in a new tab)';
const SKILL_COUNT = SKILLS.reduce((sum, category) => sum + category.skills.length, 0);

/** The dark theme's text colour for each colour role (src/styles/theme.css.ts). */
const DARK_ROLE_TEXT: Record<string, string> = {
  primary: 'rgb(165, 180, 252)',
  secondary: 'rgb(110, 231, 183)',
  info: 'rgb(125, 211, 252)',
  success: 'rgb(134, 239, 172)',
  warning: 'rgb(252, 211, 77)',
  error: 'rgb(252, 165, 165)',
};

const hostname = (url: string) => new URL(url).hostname;

/** Heading levels in document order never skip a level below the single h1. */
async function expectHeadingsInOrder(page: Page) {
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i] ?? 0).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
}

async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

/** A card is an article named by its heading. */
const card = (scope: Page | Locator, name: string) => scope.getByRole('article', { name, exact: true });

/** Each certificate's card: provider, year, skills, and a credential link exactly when it has a URL. */
async function expectCertificates(section: Locator, certs: typeof certifications.skills, linkName: string) {
  await expect(section.getByRole('article')).toHaveCount(certs.length);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(certs.map((cert) => cert.title));
  for (const cert of certs) {
    const certCard = card(section, cert.title);
    await expect(certCard).toContainText(cert.provider);
    await expect(certCard.locator('time')).toHaveAttribute('datetime', cert.date.iso);
    await expect(certCard.locator('time')).toHaveText(cert.date.label);
    await expect(certCard.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText(cert.skills);
    if (cert.credentialUrl)
      await expectNewTabLink(certCard.getByRole('link', { name: `${linkName}${NEW_TAB}` }), cert.credentialUrl);
    else await expect(certCard.getByRole('link')).toHaveCount(0);
  }
  await expect(section.getByRole('link')).toHaveCount(certs.filter((cert) => cert.credentialUrl).length);
}

test.describe('/skills', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(rel('/skills'));
  });

  test('shows a card per category with each skill as a named bar with its percentage', async ({ page }) => {
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
    await expectHeadingsInOrder(page);
  });

  test('draws each bar as wide as its level', async ({ page }) => {
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
    const section = page.getByRole('region', { name: 'Certifications' });
    if (certifications.skills.length === 0) return expect(section).toHaveCount(0);
    await expectCertificates(section, certifications.skills, 'Verify credential');
  });

  test('category cards lift when hovered', async ({ page, isMobile }) => {
    test.skip(isMobile, 'touch screens have no hover');
    const first = card(page, SKILLS[0]?.title ?? '');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => first.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    await first.hover();
    await expect.poll(() => first.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
  });
});

test.describe('/education', () => {
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
      await expectNewTabLink(
        entry.getByRole('link', { name: `${hostname(degree.website)}${NEW_TAB}` }),
        degree.website,
      );
      await expect(entry.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveText(degree.highlights);
    }
    await expectHeadingsInOrder(page);
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
});

/** Records mailto navigations instead of launching a mail client (the Navigation API sees them). */
async function captureMailClient(page: Page) {
  await page.addInitScript(() => {
    const captured: string[] = [];
    Object.assign(window, { __mailto: captured });
    const navigation = (window as unknown as { navigation: EventTarget }).navigation;
    navigation.addEventListener('navigate', (event) => {
      const { destination } = event as Event & { destination: { url: string } };
      if (!destination.url.startsWith('mailto:')) return;
      captured.push(destination.url);
      event.preventDefault();
    });
  });
  return () => page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto);
}

function contactForm(page: Page) {
  return {
    name: page.getByRole('textbox', { name: 'Your Name' }),
    email: page.getByRole('textbox', { name: 'Your Email' }),
    subject: page.getByRole('textbox', { name: 'Subject' }),
    message: page.getByRole('textbox', { name: 'Message' }),
    send: page.getByRole('button', { name: 'Send Message' }),
  };
}

test.describe('/contact', () => {
  test('has four required, labelled fields, the email typed as email and a six-row message', async ({ page }) => {
    await page.goto(rel('/contact'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route('/contact').heading);
    const form = contactForm(page);
    for (const field of [form.name, form.email, form.subject, form.message]) {
      await expect(field).toBeVisible();
      await expect(field).toHaveAttribute('required', '');
    }
    await expect(form.email).toHaveAttribute('type', 'email');
    await expect(form.message).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(form.message).toHaveAttribute('rows', '6');
    await expectHeadingsInOrder(page);
  });

  test('sends the message through the mail client with the exact link, confirms, clears, then hides the notice after 4 s', async ({
    page,
  }) => {
    const mailtoLinks = await captureMailClient(page);
    await page.clock.install();
    await page.goto(rel('/contact'));
    await page.waitForLoadState('networkidle');
    const form = contactForm(page);
    await form.name.fill('Ada Lovelace');
    await form.email.fill('ada@example.org');
    await form.subject.fill('Role & rate? #1 = 100%&cc=evil@x.com');
    await form.message.fill('Hello there,\n\nShall we talk? 🚀');
    // Stop the page's clock so the 4 s count starts at the click and moves only when told.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await form.send.click();

    await expect
      .poll(mailtoLinks)
      .toEqual([
        `mailto:${OWNER_EMAIL}?subject=Role%20%26%20rate%3F%20%231%20%3D%20100%25%26cc%3Devil%40x.com` +
          '&body=From%3A%20Ada%20Lovelace%20(ada%40example.org)%0D%0A%0D%0AHello%20there%2C%0D%0A%0D%0AShall%20we%20talk%3F%20%F0%9F%9A%80',
      ]);
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport({ ratio: 1 });
    await expect(notice).toHaveAttribute('aria-live', 'polite');
    for (const field of [form.name, form.email, form.subject, form.message]) await expect(field).toHaveValue('');
    await expect(page).toHaveURL(/\/contact$/);

    await page.clock.runFor(3_900);
    await expect(page.getByText(NOTICE)).toBeVisible();
    await page.clock.runFor(100);
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  });

  test('the notice can be dismissed with its button', async ({ page }) => {
    await captureMailClient(page);
    await page.goto(rel('/contact'));
    await page.waitForLoadState('networkidle');
    const form = contactForm(page);
    await form.name.fill('Ada');
    await form.email.fill('ada@example.org');
    await form.subject.fill('Hi');
    await form.message.fill('Hello');
    await form.send.click();
    await expect(page.getByText(NOTICE)).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  });

  test('an empty or invalid form is stopped by the browser and opens nothing', async ({ page }) => {
    const mailtoLinks = await captureMailClient(page);
    await page.goto(rel('/contact'));
    await page.waitForLoadState('networkidle');
    const form = contactForm(page);
    await form.send.click();
    await expect(form.name).toBeFocused();
    expect(await form.name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await form.name.fill('Ada');
    await form.email.fill('not an email');
    await form.subject.fill('Hi');
    await form.message.fill('Hello');
    await form.send.click();
    await expect(form.email).toBeFocused();
    expect(await form.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);

    expect(await mailtoLinks()).toEqual([]);
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("copies the owner's address for visitors without a mail client", async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL ?? '').origin });
    await page.goto(rel('/contact'));
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(`No email app? Write to ${OWNER_EMAIL}`)).toBeVisible();
    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(OWNER_EMAIL);
    await expect(page.getByRole('button', { name: 'Copy address' })).toBeVisible({ timeout: 5_000 });
  });

  test('selects the address instead when the clipboard is unavailable', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    await page.goto(rel('/contact'));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Copy address' }).click();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(OWNER_EMAIL);
  });

  test('shows the quick-contact card, the social tiles and the availability banner', async ({ page }) => {
    await page.goto(rel('/contact'));
    const details = page.getByRole('region', { name: 'Contact details' });
    const email = details.getByRole('link', { name: OWNER_EMAIL });
    await expect(email).toHaveAttribute('href', `mailto:${OWNER_EMAIL}`);
    await expect(email).not.toHaveAttribute('target', /.*/);
    if (contact.phone)
      await expect(details.getByRole('link', { name: contact.phone })).toHaveAttribute(
        'href',
        `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
      );
    await expect(details).toContainText(contact.location);

    const social = page.getByRole('region', { name: 'Find me online' });
    await expect(social.getByRole('link')).toHaveCount(SOCIAL.length);
    for (const [index, { name, description, url }] of SOCIAL.entries()) {
      const tile = social.getByRole('link').nth(index);
      await expect(tile).toContainText(name);
      await expect(tile).toContainText(description);
      if (url.startsWith('https:')) await expectNewTabLink(tile, url);
      else {
        await expect(tile).toHaveAttribute('href', url);
        await expect(tile).not.toHaveAttribute('target', /.*/);
      }
    }

    const banner = page.getByRole('region', { name: contact.availability.title });
    await expect(banner).toContainText(contact.availability.text);
  });
});

test.describe('in dark mode and on narrow phones', () => {
  for (const path of ['/skills', '/education', '/contact']) {
    test(`${path} uses the dark theme and fits a 360 px screen without sideways scrolling`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(rel(path));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(15, 23, 42)');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }

  test('skill category titles use their role colour for words in dark mode', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
    await page.goto(rel('/skills'));
    for (const category of SKILLS) {
      const title = page.getByRole('heading', { name: category.title, exact: true });
      await expect.poll(() => title.evaluate((el) => getComputedStyle(el).color)).toBe(DARK_ROLE_TEXT[category.color]);
    }
  });
});
