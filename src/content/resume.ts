import resume from 'virtual:resume';
import { toFileSize } from './format';
import { getResumeSettings } from './site';

/** The "Download CV" link: the built PDF's address, the owner's words for it and its real size. */
export function getResumeLink() {
  return {
    label: getResumeSettings().label,
    href: `${import.meta.env.BASE_URL}${resume.pdf}`,
    details: `PDF, ${toFileSize(resume.pdfBytes)}`,
  };
}
export type ResumeLink = ReturnType<typeof getResumeLink>;
