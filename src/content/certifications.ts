import { allCertifications } from 'contentlayer/generated';
import { toYear } from './format';
import type { CERTIFICATION_PAGES } from './model';
import { newestFirstThenByTitle } from './order';
import { languagesFor } from './untranslated';

/** The certifications shown on a page (all of them without one, as the résumé lists), newest first. */
export function getCertifications(page?: (typeof CERTIFICATION_PAGES)[number]) {
  return allCertifications
    .filter((cert) => !page || cert.pages.includes(page))
    .sort(newestFirstThenByTitle)
    .map((cert) => ({
      slug: cert.slug,
      title: cert.title,
      provider: cert.provider,
      date: toYear(cert.date),
      credentialUrl: cert.credentialUrl ?? null,
      icon: cert.icon,
      color: cert.color,
      skills: cert.skills,
      languages: languagesFor(cert, ['title', 'provider', 'skills']),
    }));
}
export type CertificationEntry = ReturnType<typeof getCertifications>[number];
