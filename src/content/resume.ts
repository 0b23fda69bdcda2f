import resume from 'virtual:resume';
import { PAGES_BASE } from '@/lib/language';
import { format } from '../lib/message.ts';
import { toFileSize } from './format';
import { getMessages } from './messages';
import { getResumeSettings } from './site';

/** The "Download CV" link: the built PDF's address, the owner's words for it and its real size. */
export function getResumeLink() {
  const words = getMessages().resume;
  const { label, language } = getResumeSettings();
  return {
    label,
    language,
    // Each language has its own résumé, beside its pages.
    href: `${PAGES_BASE}${resume.pdf}`,
    details: format(words.details, { size: toFileSize(resume.pdfBytes, words.kilobytes) }),
  };
}
export type ResumeLink = ReturnType<typeof getResumeLink>;
