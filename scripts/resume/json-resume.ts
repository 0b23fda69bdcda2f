/**
 * resume.json in the JSON Resume format (https://jsonresume.org/schema), from the same data as the
 * PDF, so the owner can use the JSON Resume tools and themes too.
 */
import { format } from '../../src/lib/message.ts';
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
type Shape = (entry: SectionEntry, url: string | null) => Record<string, string | null>;

/** An entry's fields, leaving out the ones it does not have. */
const present = (fields: Record<string, string | null>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter((field): field is [string, string] => field[1] !== null));

const volunteer: Shape = (entry, url) => ({
  organization: entry.venue,
  position: entry.title,
  url,
  startDate: entry.isoDate,
  summary: entry.summary,
});

/** Sections JSON Resume has a list of its own for, which its themes show: by folder name. */
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
    }),
  },
  volunteer: { key: 'volunteer', shape: volunteer },
  volunteering: { key: 'volunteer', shape: volunteer },
};

/** JSON Resume's other lists, each of its own shape: a section named so goes under `x-<name>`. */
const RESERVED = new Set([
  'basics',
  'work',
  'education',
  'certificates',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
  'meta',
]);

/** Any other section (talks, writing) goes under its own folder name, which the schema allows. */
const other: Shape = (entry, url) => ({
  name: entry.title,
  date: entry.isoDate,
  venue: entry.venue,
  url,
  summary: entry.summary,
});

/** The owner's sections in the résumé (`resume: true`), each entry where it can be read. */
function sectionLists(sections: readonly ResumeSection[], url: (entry: SectionEntry) => string | null) {
  const lists: Record<string, Record<string, string>[]> = {};
  for (const section of sections) {
    const { key, shape } = STANDARD[section.name] ?? {
      key: RESERVED.has(section.name) ? `x-${section.name}` : section.name,
      shape: other,
    };
    lists[key] = [...(lists[key] ?? []), ...section.entries.map((entry) => present(shape(entry, url(entry))))];
  }
  return lists;
}

/** `pagesBase` is where the language's files are (`/`, `/portfolio/pl/`); `language` its code. */
export function toJsonResume(data: ResumeData, pagesBase: string, language = 'en') {
  // An entry is read on its own page when it has one, else at its first link.
  const entryUrl = (entry: SectionEntry) => (entry.path ? `${data.siteUrl}${pagesBase}${entry.path}` : entry.link);
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: data.name,
      label: data.title,
      email: data.email,
      phone: data.phone,
      url: data.siteUrl,
      summary: data.profile,
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
      ...(role.product ? { url: role.product } : {}),
      ...(role.client ? { description: format(data.words.client, { client: role.client }) } : {}),
      startDate: role.period.start.iso,
      ...(role.period.end ? { endDate: role.period.end.iso } : {}),
      highlights: role.achievements,
      keywords: role.technologies,
    })),
    projects: data.projects.map((project) => ({
      name: project.title,
      description: project.description,
      highlights: project.features,
      keywords: project.techStack,
      url: project.demo ?? project.github,
      type: project.category,
      roles: [],
    })),
    skills: data.skills.map((category) => ({
      name: category.title,
      keywords: category.skills.map((skill) => skill.name),
    })),
    education: data.education.map((entry) => ({
      institution: entry.institution,
      studyType: entry.degree,
      area: entry.degree,
      url: entry.website,
      startDate: entry.period.start.iso,
      ...(entry.period.end ? { endDate: entry.period.end.iso } : {}),
      courses: entry.highlights,
    })),
    certificates: data.certificates.map((cert) => ({
      name: cert.title,
      issuer: cert.provider,
      date: cert.date.iso,
      ...(cert.credentialUrl ? { url: cert.credentialUrl } : {}),
    })),
    ...sectionLists(data.sections, entryUrl),
    meta: { canonical: `${data.siteUrl}${pagesBase}resume.json`, version: 'v1.0.0', language },
  };
}
