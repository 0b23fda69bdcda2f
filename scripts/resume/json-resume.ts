/**
 * resume.json in the JSON Resume format (https://jsonresume.org/schema), from the same data as the
 * PDF, so the owner can use the JSON Resume tools and themes too.
 */

import { toString as plainText } from 'mdast-util-to-string';
import { format } from '../../src/lib/message.ts';
import { parseMarkdown } from '../posts/html';
import type { ResumeData } from './data';

/**
 * "Dublin, Ireland" (or "دبلن، أيرلندا", with the Arabic comma) → city and region; JSON Resume wants
 * a country code we cannot guess.
 */
function location(text: string) {
  const comma = text.includes('،') && !text.includes(',') ? '،' : ',';
  const parts = text.split(comma).map((part) => part.trim());
  return parts.length > 1 ? { city: parts.slice(0, -1).join(`${comma} `), region: parts.at(-1) } : { city: text };
}

const network = (url: string) => new URL(url).hostname.replace(/^www\./, '').split('.')[0] ?? url;
const username = (url: string) => new URL(url).pathname.split('/').filter(Boolean).at(-1);

type ResumeSection = ResumeData['sections'][number];
type SectionEntry = ResumeSection['entries'][number];
type Shape = (entry: SectionEntry, url: string | null) => Record<string, unknown>;

/** An entry's fields, leaving out the ones it does not have. */
const present = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)),
  );

const volunteer: Shape = (entry, url) => ({
  organization: entry.venue,
  position: entry.title,
  url,
  startDate: entry.isoDate,
  endDate: entry.isoEnd,
  summary: entry.summary,
  highlights: listItems(entry.body),
});

/** A body that is only a list (the import writes a volunteering's highlights so) as its items' text; none for any other body. */
function listItems(body: string): string[] {
  const blocks = parseMarkdown(body).children;
  const [list] = blocks;
  if (blocks.length !== 1 || list?.type !== 'list') return [];
  return list.children.map((item) => plainText(item).trim());
}

/**
 * Sections JSON Resume has a list of its own for, which its themes show, by folder name; the
 * import (import-lists.ts) reads each back into a section of that name. Their `url` is the
 * entry's own link (an organisation's, a paper's), else its page here.
 */
const STANDARD: Record<string, { key: string; shape: Shape }> = {
  awards: {
    key: 'awards',
    shape: (entry) => ({ title: entry.title, date: entry.isoDate, awarder: entry.venue, summary: entry.summary }),
  },
  publications: {
    key: 'publications',
    shape: (entry, url) => ({
      name: entry.title,
      publisher: entry.venue,
      releaseDate: entry.isoDate,
      url,
      summary: entry.summary,
      // Not in the schema, which takes more fields: the names as credited.
      authors: entry.authors,
    }),
  },
  volunteer: { key: 'volunteer', shape: volunteer },
  volunteering: { key: 'volunteer', shape: volunteer },
  languages: { key: 'languages', shape: (entry) => ({ language: entry.title, fluency: entry.summary }) },
  interests: { key: 'interests', shape: (entry) => ({ name: entry.title, keywords: entry.tags }) },
  references: { key: 'references', shape: (entry) => ({ name: entry.title, reference: entry.summary }) },
};

/** JSON Resume's other lists, each of its own shape: a section named so goes under `x-<name>`. */
const RESERVED = new Set(['basics', 'work', 'education', 'certificates', 'skills', 'projects', 'meta']);

/** Any other section (talks, writing) goes under its own folder name, which the schema allows. */
const other: Shape = (entry, url) => ({
  name: entry.title,
  date: entry.isoDate,
  venue: entry.venue,
  url,
  summary: entry.summary,
});

/** The owner's sections in the résumé (`resume: true`), each entry where it can be read. */
function sectionLists(sections: readonly ResumeSection[], page: (entry: SectionEntry) => string | null) {
  const lists: Record<string, Record<string, unknown>[]> = {};
  for (const section of sections) {
    const standard = STANDARD[section.name];
    const { key, shape } = standard ?? {
      key: RESERVED.has(section.name) ? `x-${section.name}` : section.name,
      shape: other,
    };
    const url = (entry: SectionEntry) => (standard ? (entry.link ?? page(entry)) : (page(entry) ?? entry.link));
    lists[key] = [...(lists[key] ?? []), ...section.entries.map((entry) => present(shape(entry, url(entry))))];
  }
  return lists;
}

/** `pagesBase` is where the language's files are (`/`, `/portfolio/pl/`); `language` its code. */
export function toJsonResume(data: ResumeData, pagesBase: string, language = 'en') {
  // An entry's own page, when it has one.
  const entryPage = (entry: SectionEntry) => (entry.path ? `${data.siteUrl}${pagesBase}${entry.path}` : null);
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: data.name,
      label: data.title,
      email: data.email,
      phone: data.phone,
      url: data.siteUrl,
      // The intro, then the About card's paragraphs: the import splits them the same way.
      summary: [data.profile, ...data.about].join('\n\n'),
      location: location(data.location),
      profiles: data.links.map((link) => ({
        network: link.label,
        url: link.url,
        ...(username(link.url) ? { username: username(link.url) } : { username: network(link.url) }),
      })),
    },
    work: data.experience.map((role) => ({
      name: role.company,
      position: role.title,
      location: role.location,
      // Not in the schema, which takes more fields: the product, which themes show as the url.
      ...(role.product ? { url: role.product, product: role.product } : {}),
      ...(role.client ? { description: format(data.words.client, { client: role.client }) } : {}),
      startDate: role.period.start.iso,
      ...(role.period.end ? { endDate: role.period.end.iso } : {}),
      ...(role.summary ? { summary: role.summary } : {}),
      highlights: role.achievements,
      keywords: role.technologies,
    })),
    projects: data.projects.map((project) => ({
      name: project.title,
      description: project.description,
      highlights: project.features,
      keywords: project.techStack,
      url: project.demo ?? project.github,
      // Not in the schema, which takes more fields: the code's address when the url is the demo's.
      ...(project.demo ? { repository: project.github } : {}),
      type: project.category,
      ...(project.period ? { startDate: project.period.start.iso } : {}),
      ...(project.period?.end ? { endDate: project.period.end.iso } : {}),
      roles: project.roles,
    })),
    skills: data.skills.map((category) => ({
      name: category.title,
      keywords: category.skills.map((skill) => skill.name),
    })),
    education: data.education.map((entry) => ({
      institution: entry.institution,
      studyType: entry.degree,
      // Not in the schema, which takes more fields.
      location: entry.location,
      url: entry.website,
      startDate: entry.period.start.iso,
      ...(entry.period.end ? { endDate: entry.period.end.iso } : {}),
      ...(entry.score ? { score: entry.score } : {}),
      courses: entry.highlights,
    })),
    certificates: data.certificates.map((cert) => ({
      name: cert.title,
      issuer: cert.provider,
      date: cert.date.iso,
      ...(cert.credentialUrl ? { url: cert.credentialUrl } : {}),
    })),
    ...sectionLists(data.sections, entryPage),
    meta: { canonical: `${data.siteUrl}${pagesBase}resume.json`, version: 'v1.0.0', language },
  };
}
