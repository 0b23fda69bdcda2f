import type { Page } from '@playwright/test';
import { content } from './content';
import { expect, rel, route, test } from './fixtures';
import { expectNewTabLink } from './page-expect';

// Expected words come from the compiled content, so any valid edit to content/ keeps these true.
const { site, contact, social: SOCIAL } = content;
const OWNER_EMAIL = site.email;
const NOTICE = 'Opening your email client...';

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
  const fields = {
    name: page.getByRole('textbox', { name: 'Your Name' }),
    email: page.getByRole('textbox', { name: 'Your Email' }),
    subject: page.getByRole('textbox', { name: 'Subject' }),
    message: page.getByRole('textbox', { name: 'Message' }),
  };
  /** Fills each named field with its value. */
  const fill = async (values: Record<keyof typeof fields, string>) => {
    for (const [field, value] of Object.entries(values)) await fields[field as keyof typeof fields].fill(value);
  };
  return { ...fields, fill, send: page.getByRole('button', { name: 'Send Message' }) };
}

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
});

test('sends the message through the mail client with the exact link, confirms, clears, then hides the notice after 4 s', async ({
  page,
}) => {
  const mailtoLinks = await captureMailClient(page);
  await page.clock.install();
  await page.goto(rel('/contact'));
  await page.waitForLoadState('networkidle');
  const form = contactForm(page);
  await form.fill({
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    subject: 'Role & rate? #1 = 100%&cc=evil@x.com',
    message: 'Hello there,\n\nShall we talk? 🚀',
  });
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
  await form.fill({ name: 'Ada', email: 'ada@example.org', subject: 'Hi', message: 'Hello' });
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

  await form.fill({ name: 'Ada', email: 'not an email', subject: 'Hi', message: 'Hello' });
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
  // The button selects the text once the clipboard has answered: wait for it rather than race it.
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(OWNER_EMAIL);
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
