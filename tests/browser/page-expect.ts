import type { Locator, Page } from '@playwright/test';
import type { content } from './content';
import { expect } from './fixtures';

/** What a screen reader adds to the name of a link that opens a new tab. */
export const NEW_TAB = ' (opens in a new tab)';

/** The text of each item in a list. */
export const listTexts = (list: Locator) => list.getByRole('listitem').allTextContents();

/** A card is an article named by its heading. */
export const card = (scope: Page | Locator, name: string) => scope.getByRole('article', { name, exact: true });

/** A link that opens in a new tab without handing the new page a reference to this one. */
export async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

/** Each certificate's card: provider, date, skills, and a credential link exactly when it has a URL. */
export async function expectCertificates(
  section: Locator,
  certs: (typeof content.certifications)['skills'],
  linkName: string,
) {
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
