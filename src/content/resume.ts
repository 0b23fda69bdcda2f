import resume from 'virtual:resume';
import { PAGES_BASE } from '@/lib/language';
import { toFileSize } from './format';
import { getResumeSettings } from './site';

/** The "Download CV" link: the built PDF's address, the owner's words for it and its real size. */
export function getResumeLink() {
  return {
    label: getResumeSettings().label,
    // Each language has its own résumé, beside its pages.
    href: `${PAGES_BASE}${resume.pdf}`,
    details: `PDF, ${toFileSize(resume.pdfBytes)}`,
  };
}
export type ResumeLink = ReturnType<typeof getResumeLink>;
