import type { Page } from '@playwright/test';
import { START_FAILED_ATTRIBUTE } from '../../src/lib/loader-attributes';
import { content } from './content';
import { expect, ROUTES, rel, test } from './fixtures';

// The contact form when the app is not there to send it: scripting off, or every script failing.
const OWNER_EMAIL = content.site.email;

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test.describe('with scripting off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact page offers the owner’s address instead of a form that could not send', async ({ page }) => {
    await page.goto(rel('/contact'), { waitUntil: 'load' });
    await expect(messageBox(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeHidden();
    // Nor a copy button that nothing would answer.
    await expect(page.locator('main button:visible')).toHaveCount(0);
    // The top bar's theme and menu buttons are scripts' too; the footer's links are the way round.
    await expect(page.getByRole('banner').locator('button:visible')).toHaveCount(0);
    await expect(page.getByRole('link', { name: OWNER_EMAIL }).first()).toHaveAttribute(
      'href',
      `mailto:${OWNER_EMAIL}`,
    );
    await expect(page.getByText(OWNER_EMAIL, { exact: true }).last()).toBeVisible();
  });

  test('no page ships a form that posts outside the web, which HTTPS would report as mixed content', async ({
    page,
  }) => {
    for (const route of ROUTES) {
      await page.goto(rel(route.path), { waitUntil: 'load' });
      const actions = await page
        .locator('form[action]')
        .evaluateAll((forms) => forms.map((form) => form.getAttribute('action') ?? ''));
      expect(
        actions.filter((action) => !/^(https?:|\/|\.|#|$)/.test(action)),
        route.path,
      ).toEqual([]);
    }
  });
});

test('when no script can load, the contact form still hands the message to the mail client as text, never in a URL', async ({
  page,
  pageErrors,
}) => {
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (request) => request.abort('failed'),
  );
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto(rel('/contact'), { waitUntil: 'load' });
  await page.getByRole('textbox', { name: 'Your Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Your Email' }).fill('ada@example.org');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Hello');
  await messageBox(page).fill('a-secret-message');
  await expect(messageBox(page)).toHaveAttribute('maxlength', /^\d+$/);

  // Reaching for the page started the app; its entry failed to load, so the loader gave up for it.
  await expect(page.locator(`html[${START_FAILED_ATTRIBUTE}]`)).toHaveCount(1);
  const form = page.locator('form').filter({ has: messageBox(page) });
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', `mailto:${OWNER_EMAIL}`);
  await expect(form).toHaveAttribute('enctype', 'text/plain');

  const before = page.url();
  sent.length = 0;
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(frame.url()));
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The browser hands the mailto: link to the system's mail handler; headless, that may close the tab.
  await page.waitForTimeout(1000).catch(() => undefined);
  expect(visited.filter((url) => url.includes('secret') && !url.startsWith('mailto:'))).toEqual([]);
  // Only the mail client gets it: no request to any web server carries the message.
  expect(sent.filter((line) => line.includes('secret') && !line.startsWith('mailto:'))).toEqual([]);
  if (!page.isClosed()) expect(page.url()).toBe(before);
  // What Chromium logs about the failed scripts and the external protocol is not the site's error.
  pageErrors.splice(0);
});
