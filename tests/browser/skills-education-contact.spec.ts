import type { Locator, Page } from '@playwright/test';
import { expect, rel, test } from './fixtures';

const OWNER_EMAIL = 'arjun.kumar@example.com';
const NOTICE = 'Opening your email client...';
const NEW_TAB = ' (opens in a new tab)';

const SKILLS = [
  {
    title: 'Programming Languages',
    skills: [
      ['Java', 90],
      ['Python', 85],
      ['JavaScript', 95],
      ['TypeScript', 90],
      ['HTML/CSS', 90],
      ['C++', 70],
    ],
  },
  {
    title: 'Frameworks & Libraries',
    skills: [
      ['React', 95],
      ['Node.js', 90],
      ['Spring Boot', 85],
      ['Next.js', 85],
      ['Express.js', 90],
      ['Redux', 85],
    ],
  },
  {
    title: 'Cloud & DevOps',
    skills: [
      ['AWS', 90],
      ['Azure', 80],
      ['Docker', 85],
      ['Kubernetes', 75],
      ['CI/CD', 85],
      ['Serverless', 90],
    ],
  },
  {
    title: 'Databases & Tools',
    skills: [
      ['MySQL', 85],
      ['MongoDB', 85],
      ['DynamoDB', 90],
      ['Redis', 80],
      ['Git', 95],
      ['Agile/Scrum', 90],
    ],
  },
] as const;

const AWS = 'AWS Certified Solutions Architect – Associate';
const AZURE = 'Microsoft Certified – Azure Fundamentals';
const BLOCKCHAIN = 'Blockchain Fundamentals';

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

test.describe('/skills', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(rel('/skills'));
  });

  test('shows four category cards of six skills, each a named bar with its percentage', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Technical Skills');
    const categories = page.locator('main').getByRole('heading', { level: 2 });
    await expect(categories).toHaveText([...SKILLS.map((c) => c.title), 'Certifications']);
    await expect(page.getByRole('progressbar')).toHaveCount(24);

    for (const category of SKILLS) {
      const categoryCard = card(page, category.title);
      await expect(categoryCard.getByRole('progressbar')).toHaveCount(6);
      await expect(categoryCard.getByRole('listitem')).toHaveText(
        category.skills.map(([name, level]) => `${name}${level}%`),
      );
      const bars = await categoryCard
        .getByRole('progressbar')
        .evaluateAll((elements) =>
          elements.map((bar) => [
            document.getElementById(bar.getAttribute('aria-labelledby') ?? '')?.textContent,
            Number(bar.getAttribute('aria-valuenow')),
          ]),
        );
      expect(bars).toEqual(category.skills);
    }
    const kubernetes = page.getByRole('progressbar', { name: 'Kubernetes', exact: true });
    await expect(kubernetes).toHaveAttribute('aria-valuenow', '75');
    await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuemin', '0');
    await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuemax', '100');
    await expectHeadingsInOrder(page);
  });

  test('draws each bar as wide as its level', async ({ page }) => {
    const bar = card(page, 'Cloud & DevOps').getByRole('progressbar', { name: 'Kubernetes' });
    const ratio = await bar.evaluate((track) => {
      const fill = track.firstElementChild as HTMLElement;
      return fill.getBoundingClientRect().width / track.getBoundingClientRect().width;
    });
    expect(ratio).toBeCloseTo(0.75, 2);
  });

  test('lists the two certifications; only the architect one has a verify link', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Certifications' });
    await expect(section.getByRole('article')).toHaveCount(2);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([AWS, BLOCKCHAIN]);

    const aws = card(section, AWS);
    await expect(aws).toContainText('Amazon Web Services');
    await expect(aws.locator('time')).toHaveAttribute('datetime', '2023-03-15');
    await expect(aws.locator('time')).toHaveText('2023');
    await expect(aws.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
      'Architecture design',
      'High availability',
      'Cost optimisation',
      'Security',
    ]);
    await expectNewTabLink(
      aws.getByRole('link', { name: `Verify credential${NEW_TAB}` }),
      'https://www.credly.com/badges/example-aws-saa',
    );

    const blockchain = card(section, BLOCKCHAIN);
    await expect(blockchain).toContainText('Blockchain Council');
    await expect(blockchain.locator('time')).toHaveText('2022');
    await expect(blockchain.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveCount(4);
    await expect(blockchain.getByRole('link')).toHaveCount(0);
  });

  test('category cards lift when hovered', async ({ page, isMobile }) => {
    test.skip(isMobile, 'touch screens have no hover');
    const languages = card(page, 'Programming Languages');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => languages.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    await languages.hover();
    await expect.poll(() => languages.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
  });
});

test.describe('/education', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(rel('/education'));
  });

  test('shows the two degrees newest first with institution, period, location, level and website', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Education Journey');
    const timeline = page.getByRole('list', { name: 'Degrees' });
    await expect(timeline.getByRole('heading', { level: 2 })).toHaveText([
      'Masters in Cloud Computing',
      'Bachelors in Information Technology',
    ]);

    const masters = card(page, 'Masters in Cloud Computing');
    await expect(masters).toContainText('National College of Ireland');
    await expect(masters).toContainText('Dublin, Ireland');
    await expect(masters).toContainText('EQF Level 7');
    await expect(masters.locator('time')).toHaveCount(1);
    await expect(masters.locator('time')).toHaveAttribute('datetime', '2024-01-22');
    await expect(masters).toContainText('22 Jan 2024 – Present');
    await expectNewTabLink(masters.getByRole('link', { name: `www.ncirl.ie${NEW_TAB}` }), 'https://www.ncirl.ie');
    await expect(masters.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveText([
      'Modules in cloud architecture, distributed systems, DevOps and cloud security',
      'Research project on cost-aware autoscaling for serverless workloads',
      'Hands-on labs across AWS, Azure and Kubernetes',
    ]);

    const bachelors = card(page, 'Bachelors in Information Technology');
    await expect(bachelors).toContainText('Kumaraguru College of Technology');
    await expect(bachelors).toContainText('Coimbatore, India');
    await expect(bachelors).toContainText('EQF Level 6');
    const times = bachelors.locator('time');
    await expect(times).toHaveCount(2);
    await expect(times.nth(0)).toHaveAttribute('datetime', '2017-06-01');
    await expect(times.nth(1)).toHaveAttribute('datetime', '2021-04-01');
    await expect(bachelors).toContainText('1 Jun 2017 – 1 Apr 2021');
    await expectNewTabLink(bachelors.getByRole('link', { name: `www.kct.ac.in${NEW_TAB}` }), 'https://www.kct.ac.in');
    await expect(bachelors.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(3);
    await expectHeadingsInOrder(page);
  });

  test('shows a progress bar only for the degree still under way', async ({ page }) => {
    await expect(page.getByRole('progressbar')).toHaveCount(1);
    const progress = card(page, 'Masters in Cloud Computing').getByRole('progressbar', { name: 'Progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '60');
    await expect(card(page, 'Masters in Cloud Computing')).toContainText('60%');
    await expect(card(page, 'Bachelors in Information Technology').getByRole('progressbar')).toHaveCount(0);
  });

  test('lists three certifications with a credential button only where there is a URL', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Professional Certifications' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([AWS, AZURE, BLOCKCHAIN]);
    await expectNewTabLink(
      card(section, AWS).getByRole('link', { name: `View credential${NEW_TAB}` }),
      'https://www.credly.com/badges/example-aws-saa',
    );
    await expectNewTabLink(
      card(section, AZURE).getByRole('link', { name: `View credential${NEW_TAB}` }),
      'https://learn.microsoft.com/api/credentials/share/en-us/example-az900',
    );
    await expect(card(section, AZURE).locator('time')).toHaveAttribute('datetime', '2022-09-20');
    await expect(card(section, BLOCKCHAIN).getByRole('link')).toHaveCount(0);
    await expect(section.getByRole('link')).toHaveCount(2);
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Connect");
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
    await form.message.fill('Hello Arjun,\n\nShall we talk? 🚀');
    // Stop the page's clock so the 4 s count starts at the click and moves only when told.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await form.send.click();

    await expect
      .poll(mailtoLinks)
      .toEqual([
        `mailto:${OWNER_EMAIL}?subject=Role%20%26%20rate%3F%20%231%20%3D%20100%25%26cc%3Devil%40x.com` +
          '&body=From%3A%20Ada%20Lovelace%20(ada%40example.org)%0D%0A%0D%0AHello%20Arjun%2C%0D%0A%0D%0AShall%20we%20talk%3F%20%F0%9F%9A%80',
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

  test('shows the quick-contact card, the four social tiles and the availability banner', async ({ page }) => {
    await page.goto(rel('/contact'));
    const details = page.getByRole('region', { name: 'Contact details' });
    const email = details.getByRole('link', { name: OWNER_EMAIL });
    await expect(email).toHaveAttribute('href', `mailto:${OWNER_EMAIL}`);
    await expect(email).not.toHaveAttribute('target', /.*/);
    await expect(details.getByRole('link', { name: '+353 87 123 4567' })).toHaveAttribute('href', 'tel:+353871234567');
    await expect(details).toContainText('Dublin, Ireland');

    const social = page.getByRole('region', { name: 'Find me online' });
    await expect(social.getByRole('link')).toHaveCount(4);
    const tiles = [
      ['LinkedIn', 'Connect professionally', 'https://www.linkedin.com/in/arjun-kumar-example'],
      ['GitHub', 'See my code', 'https://github.com/arjun-kumar-example'],
      ['Email', 'Write to me directly', `mailto:${OWNER_EMAIL}`],
      ['Website', 'Visit my website', 'https://arjun-kumar.example.com'],
    ] as const;
    for (const [index, [name, description, href]] of tiles.entries()) {
      const tile = social.getByRole('link').nth(index);
      await expect(tile).toContainText(name);
      await expect(tile).toContainText(description);
      if (href.startsWith('https:')) await expectNewTabLink(tile, href);
      else {
        await expect(tile).toHaveAttribute('href', href);
        await expect(tile).not.toHaveAttribute('target', /.*/);
      }
    }

    const banner = page.getByRole('region', { name: 'Available for Opportunities' });
    await expect(banner).toContainText('I am open to full-time positions and freelance projects');
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
    const title = page.getByRole('heading', { name: 'Programming Languages' });
    await expect.poll(() => title.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(165, 180, 252)');
  });
});
