/** Small readers for untrusted JSON Resume values, shared by the import's parts. */
import { COLOR_ROLES } from '../../src/content/model';
import { isRecord } from '../record';
import { toSlug } from '../slug';
import type { Cleaners } from './import-clean';

export type Json = Record<string, unknown>;
export const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);
export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** "Pied Piper" → "pied-piper"; a counter keeps names unique in a folder. */
export function slugger() {
  const seen = new Set<string>();
  return (text: string) => {
    const base = toSlug(text).slice(0, 40) || 'entry';
    let slug = base;
    for (let n = 2; seen.has(slug); n++) slug = `${base}-${n}`;
    seen.add(slug);
    return slug;
  };
}

/** A key of a fixed table, never one inherited from Object.prototype ("constructor", "toString"). */
export const own = <T>(table: Record<string, T>, key: string | undefined): T | undefined =>
  key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

const pad = (part: string | undefined) => (part ?? '1').padStart(2, '0');

/**
 * "2014", "2014-06", "2014-06-29" or "2020-1-5" → a real calendar day ("2020-01-05"), with whether
 * the day (or month) was filled in; an impossible date ("2021-02-30", "2019-13") → `problem`.
 */
export function date(value: unknown): { iso: string; precise: boolean } | { problem: string } | undefined {
  const text = str(value);
  if (!text) return undefined;
  const match = text.match(/^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:T[\d:.]+Z?)?$/);
  if (!match) return { problem: `"${text}" is not a date (YYYY, YYYY-MM or YYYY-MM-DD)` };
  const [year, month, day] = [Number(match[1]), Number(match[2] ?? 1), Number(match[3] ?? 1)];
  if (year < 1900 || year > 2100) return { problem: `"${text}" is not a year between 1900 and 2100` };
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > days) return { problem: `"${text}" is not a day of the calendar` };
  return { iso: `${match[1]}-${pad(match[2])}-${pad(match[3])}`, precise: match[3] !== undefined };
}

/** A JSON Resume list the import makes a section of (import-lists.ts). */
type List = { section: string; name: string; read: readonly string[] };

/** The lists, by their JSON Resume key, and the fields of an item each reads. */
export const LISTS: Record<string, List> = {
  awards: { section: 'awards', name: 'Awards', read: ['title', 'date', 'awarder', 'summary', 'url'] },
  publications: {
    section: 'publications',
    name: 'Publications',
    read: ['name', 'publisher', 'releaseDate', 'url', 'summary', 'authors'],
  },
  volunteer: {
    section: 'volunteering',
    name: 'Volunteering',
    read: ['organization', 'position', 'url', 'startDate', 'endDate', 'summary', 'highlights'],
  },
  languages: { section: 'languages', name: 'Languages', read: ['language', 'fluency'] },
  interests: { section: 'interests', name: 'Interests', read: ['name', 'keywords'] },
  references: { section: 'references', name: 'References', read: ['name', 'reference'] },
};
/** The fields of an item of the owner's own list (a section exported under its name). */
const OTHER_READ = ['name', 'title', 'date', 'venue', 'url', 'summary'] as const;

/** The fields of each section the import reads; every other non-empty field is reported. */
const READ: Record<string, string[]> = {
  basics: ['name', 'label', 'email', 'phone', 'url', 'summary', 'location', 'profiles'],
  'basics.location': ['city', 'region', 'countryCode'],
  'basics.profiles': ['network', 'url', 'username'],
  work: ['name', 'position', 'startDate', 'endDate', 'location', 'summary', 'product', 'highlights', 'keywords'],
  projects: [
    'name',
    'description',
    'highlights',
    'keywords',
    'url',
    'repository',
    'type',
    'startDate',
    'endDate',
    'roles',
  ],
  skills: ['name', 'level', 'keywords'],
  education: ['institution', 'studyType', 'area', 'startDate', 'endDate', 'url', 'score', 'location', 'courses'],
  certificates: ['name', 'issuer', 'date', 'url'],
  ...Object.fromEntries(Object.entries(LISTS).map(([key, list]) => [key, [...list.read]])),
};
const IGNORED_TOP = new Set(['$schema', 'meta']);
const filled = (value: unknown) =>
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0) &&
  !(isRecord(value) && Object.keys(value).length === 0);

/**
 * "work[0].description", "basics.location.postalCode": the non-empty fields the import did not read.
 * `ownLists`: the owner's own lists it made sections of, whose items it read as OTHER_READ; `alsoRead`:
 * fields read for one item only (a job's description that names its client).
 */
export function unreadFields(
  resume: Json,
  ownLists: readonly string[] = [],
  alsoRead: readonly string[] = [],
): string[] {
  const fieldsOf = (section: string) => (ownLists.includes(section) ? [...OTHER_READ] : own(READ, section));
  const unread: string[] = [];
  const visit = (value: Json, section: string, path: string) => {
    for (const [key, child] of Object.entries(value)) {
      const skipped = fieldsOf(section)?.includes(key) === false && !alsoRead.includes(`${path}.${key}`);
      if (!filled(child) || skipped) {
        if (filled(child)) unread.push(`${path}.${key}`);
        continue;
      }
      const nested = `${section}.${key}`;
      if (isRecord(child) && own(READ, nested)) visit(child, nested, `${path}.${key}`);
      if (Array.isArray(child) && own(READ, nested))
        for (const [index, item] of child.entries())
          if (isRecord(item)) visit(item, nested, `${path}.${key}[${index}]`);
    }
  };
  for (const [key, value] of Object.entries(resume)) {
    if (IGNORED_TOP.has(key) || !filled(value) || !fieldsOf(key)) continue;
    if (isRecord(value)) visit(value, key, key);
    if (Array.isArray(value))
      for (const [index, item] of value.entries()) if (isRecord(item)) visit(item, key, `${key}[${index}]`);
  }
  return unread;
}

/** What the section mappers are handed by the import. */
export type SectionHelpers = {
  write: (path: string, data: Json) => void;
  /** A file written as it is: a section entry's Markdown. */
  writeText: (path: string, text: string) => void;
  /** basics.url, when it is an address: an item's url under it is its page here. */
  siteUrl: string | undefined;
  stand: <T>(file: string, field: string, value: T, why: string) => T;
  clean: Cleaners;
  unmapped: string[];
  /** basics.email, when it is an address. */
  email: string | undefined;
};

// A word is not a percentage: these are the import's guesses, marked as stand-ins.
export const LEVELS: Record<string, number> = { master: 95, expert: 90, advanced: 80, intermediate: 60, beginner: 40 };
export const EQF: [RegExp, number][] = [
  [/doctor|ph\.?d/i, 8],
  [/master|m\.?sc|mba|magist/i, 7],
  [/bachelor|b\.?sc|b\.?a\b|licen/i, 6],
  [/associate|diploma/i, 5],
];
export const SECTIONS = new Set(['work', 'projects', 'skills', 'education', 'certificates', ...Object.keys(LISTS)]);
export const color = (index: number) => COLOR_ROLES[index % COLOR_ROLES.length];
export const today = () => new Date().toISOString().slice(0, 10);
