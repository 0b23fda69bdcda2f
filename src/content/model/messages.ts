/**
 * The Messages document (content/messages.yaml): every word the site itself says, each one
 * optional. Its fields follow src/messages/en.json, so a message added there is one the owner can
 * override, with the shipped English shown as the field's help.
 */
import en from '../../messages/en.json' with { type: 'json' };
import type { DocumentDef, FieldDef, NestedDef } from './fields.ts';
import { LIMITS } from './vocabulary.ts';

type Group = keyof typeof en;

/**
 * The groups only the sections' pages say (topic pages, related posts, a list's pages): the build
 * keeps them out of the words every page loads and serves them with the section route's chunk
 * (`virtual:section-words`, scripts/i18n/plugin.ts), so the six pages pay nothing for them.
 */
export const SECTION_ONLY_GROUPS = [
  'topics',
  'pages',
  'sections',
  'sectionLinks',
  'diagram',
] as const satisfies readonly Group[];

/** What each group of messages is, and its type name (the status pages keep their earlier names). */
const GROUPS: Record<Group, { name: string; what: string }> = {
  skipLink: { name: 'SkipLinkMessages', what: 'The first link on every page, for keyboard users.' },
  nav: { name: 'NavMessages', what: 'Names of the navigation, the menu button and the footer line.' },
  theme: { name: 'ThemeMessages', what: 'The light/dark switch in the top bar.' },
  search: { name: 'SearchMessages', what: "The top bar's search button and the search box it opens." },
  links: { name: 'LinkMessages', what: 'What screen readers hear on links that open a new tab.' },
  notice: { name: 'NoticeMessages', what: 'The notice at the bottom of the screen.' },
  copy: { name: 'CopyMessages', what: "The copy buttons of the contact form and of a post's code blocks." },
  diagram: {
    name: 'DiagramMessages',
    what: "A post's diagram: its name when its source gives no accTitle, and the disclosure of its source.",
  },
  dates: { name: 'DateMessages', what: 'Month names and how dates and periods are written.' },
  numbers: { name: 'NumberMessages', what: 'How large numbers are written.' },
  experience: { name: 'ExperienceMessages', what: 'Labels on the experience page.' },
  education: { name: 'EducationMessages', what: 'Labels and headings on the education page.' },
  skills: { name: 'SkillsMessages', what: 'Headings on the skills page.' },
  certification: { name: 'CertificationMessages', what: 'Labels on a certificate card.' },
  projects: { name: 'ProjectsMessages', what: 'Labels and buttons on a project card.' },
  contact: { name: 'ContactMessages', what: 'Headings and labels on the contact page.' },
  contactForm: { name: 'ContactFormMessages', what: 'Labels, buttons and notices of the contact form.' },
  resume: { name: 'ResumeMessages', what: 'The résumé download link and the words in resume.pdf.' },
  sections: {
    name: 'SectionMessages',
    what: "Labels on the sections' lists and entry pages, their feeds and share images.",
  },
  sectionLinks: { name: 'SectionLinkMessages', what: "The word on a section entry's link of each kind." },
  topics: {
    name: 'TopicMessages',
    what: 'The topic pages (/tags/<topic>), their index (/tags) and the related entries under a post.',
  },
  pages: { name: 'PageNumberMessages', what: "The links between the pages of a long section's list." },
  notFound: {
    name: 'NotFoundPage',
    what: "The page shown for an address that does not exist (also dist/404.html), inside the site's top bar and footer.",
  },
  error: {
    name: 'ErrorPage',
    what: "The page shown when a page fails to load or show, inside the site's top bar and footer.",
  },
};

const quoted = (text: string) => `"${text}"`;

function messageField(shipped: string | readonly string[]): FieldDef {
  if (typeof shipped !== 'string')
    return {
      kind: 'list',
      of: 'string',
      minItems: shipped.length,
      maxItems: shipped.length,
      maxLength: LIMITS.label,
      required: false,
      description: `All ${shipped.length}, in order; in English ${shipped.map(quoted).join(', ')}.`,
    };
  const values = shipped.match(/\{\w+\}/g);
  const keep = values ? ` Keep ${values.join(' and ')}: the site puts its value there.` : '';
  return {
    kind: 'string',
    maxLength: shipped.length > LIMITS.label / 4 ? LIMITS.paragraph : LIMITS.label,
    required: false,
    description: `In English ${quoted(shipped)}.${keep}`,
  };
}

function group(key: Group): FieldDef {
  const words: Record<string, string | readonly string[]> = en[key];
  const of: NestedDef = {
    name: GROUPS[key].name,
    fields: Object.fromEntries(Object.entries(words).map(([name, shipped]) => [name, messageField(shipped)])),
  };
  return { kind: 'nested', of, required: false, description: GROUPS[key].what };
}

export const messages: DocumentDef = {
  name: 'Messages',
  description:
    'The words the site itself says (buttons, labels, dates, status pages), any of which you may change; leave out what you keep.',
  filePathPattern: 'messages.yaml',
  isSingleton: true,
  fields: Object.fromEntries((Object.keys(GROUPS) as Group[]).map((key) => [key, group(key)])),
};
