import { expect, rel, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('without JavaScript the contact form posts to the owner as text and never puts the message in a URL', async ({
  page,
  pageErrors,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto(rel('/contact'), { waitUntil: 'load' });
  const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Message' }) });
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', /^mailto:[^?]+@[^?]+$/);
  await expect(form).toHaveAttribute('enctype', 'text/plain');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('maxlength', /^\d+$/);

  const before = page.url();
  await page.getByRole('textbox', { name: 'Your Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Your Email' }).fill('ada@example.org');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Hello');
  await page.getByRole('textbox', { name: 'Message' }).fill('a-secret-message');
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
  // What Chromium logs about the external protocol is not the site's error.
  pageErrors.splice(0);
});
