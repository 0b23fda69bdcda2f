/**
 * Other generators' front-matter fields and ours: which of theirs carries which of a section
 * entry's (src/content/model/sections.ts), in the order tried. Hugo, Jekyll, AstroPaper and the
 * Astro blog starter, Eleventy's base blog and tailwind-nextjs-starter-blog (contentlayer) are
 * covered; keys match whatever their case, as Hugo reads them.
 */
import { isRecord } from '../record';
import { cleaners } from '../resume/import-clean';
import { date as calendarDay } from '../resume/import-helpers';

/** Our field ← their fields, first found first. `link` is a post published elsewhere (a `post` link). */
export const FOREIGN_FIELDS = {
  title: ['title'],
  date: ['date', 'pubDatetime', 'pubDate', 'publishDate', 'publishedAt', 'published', 'date_published', 'created'],
  updated: ['updated', 'lastmod', 'modDatetime', 'updatedDate', 'last_modified_at', 'modified', 'dateModified'],
  summary: ['summary', 'description', 'excerpt', 'abstract'],
  tags: ['tags', 'categories', 'category', 'topics'],
  draft: ['draft', 'published', 'status'],
  image: [
    'image',
    'cover',
    'heroImage',
    'ogImage',
    'images',
    'featured_image',
    'feature_image',
    'featuredImage',
    'coverImage',
    'thumbnail',
    'banner',
    'socialImage',
    'og_image',
    'header',
  ],
  imageAlt: ['imageAlt', 'image_alt', 'coverAlt', 'heroImageAlt', 'alt'],
  authors: ['authors', 'author'],
  link: ['canonicalURL', 'canonicalUrl', 'canonical_url', 'canonical', 'externalUrl', 'external_url', 'redirect_to'],
  slug: ['slug'],
} as const;

export type OurField = keyof typeof FOREIGN_FIELDS;

/** The entry's fields as the import writes them, the image still as the post names it. */
export type EntryFields = {
  title?: string;
  date?: string;
  updated?: string;
  summary?: string;
  tags?: string[];
  draft?: boolean;
  image?: string;
  imageAlt?: string;
  authors?: string[];
  links?: { kind: 'post'; url: string }[];
};

export type Mapped = {
  fields: EntryFields;
  slug?: string;
  /** Their fields with no place here, by name ("aliases", "cover.caption"). */
  notCarried: string[];
  /** What was changed on the way in, one sentence each ("date: the time of day was left out"). */
  changed: string[];
};

export type MapOptions = {
  /** Jekyll reads `tags: a b` and `categories: a b` as lists of words. */
  jekyll?: boolean;
  /** A contentlayer blog's `authors: [default]` names a file of data/authors/: its `name`. */
  authorName?: (key: string) => string | undefined;
};

const lowerKeys = (data: Record<string, unknown>) =>
  new Map(Object.entries(data).map(([key, value]) => [key.toLowerCase(), { key, value }]));

const filled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** A date as written, whatever its form: TOML's dates keep their offset, text is read as the calendar day it names. */
export function toDay(value: unknown): { iso: string; note?: string } | { problem: string } | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return { problem: 'is not a date' };
    return checked(value.toISOString().slice(0, 10));
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Seconds since 1970 (a Unix timestamp), or milliseconds.
    const ms = value > 1e11 ? value : value * 1000;
    const iso = new Date(ms).toISOString().slice(0, 10);
    return withNote(checked(iso), `the timestamp ${value} was read as ${iso}`);
  }
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const numeric = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[T\s])/.exec(text);
  if (numeric) {
    // A time of day is dropped: entries are dated by the day.
    return checked(`${numeric[1]}-${numeric[2]?.padStart(2, '0')}-${numeric[3]?.padStart(2, '0')}`);
  }
  if (/^\d{4}(-\d{1,2})?$/.test(text)) {
    const parsed = calendarDay(text);
    if (parsed && 'iso' in parsed) return { iso: parsed.iso, note: `"${text}" gives no day, so the 1st was written` };
    return { problem: `"${text}" is not a date` };
  }
  // "March 5, 2021", "Tue, 05 Mar 2021 10:00:00 GMT": read as written, in no time zone but its own.
  const ms = Date.parse(/\d{1,2}:\d{2}/.test(text) ? text : `${text} 12:00 UTC`);
  if (Number.isNaN(ms)) return { problem: `"${text.slice(0, 40)}" is not a date` };
  const iso = new Date(ms).toISOString().slice(0, 10);
  return withNote(checked(iso), `"${text.slice(0, 40)}" was read as ${iso}`);
}

function checked(iso: string): { iso: string } | { problem: string } {
  const parsed = calendarDay(iso);
  if (parsed && 'iso' in parsed) return { iso: parsed.iso };
  return { problem: parsed && 'problem' in parsed ? parsed.problem : `"${iso}" is not a date` };
}

const withNote = (result: { iso: string } | { problem: string }, note: string | undefined) =>
  'iso' in result && note ? { ...result, note } : result;

/** Text from a value that is text or a number; lists and objects are not text. */
const asText = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined;

/** A list of words from a list or a comma-separated text ("go, cloud"). */
const asWords = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : filled(value) ? [value] : [];

/** The image a cover-ish field names, and its description when it gives one. */
function imageOf(value: unknown): { src?: string; alt?: string; rest: string[] } {
  if (typeof value === 'string') return { src: value, rest: [] };
  if (Array.isArray(value)) {
    const first = imageOf(value[0]);
    return { ...first, rest: value.length > 1 ? [`${value.length - 1} more images`] : [] };
  }
  if (!isRecord(value)) return { rest: [] };
  const src = asText(value.image ?? value.src ?? value.url ?? value.path ?? value.feature ?? value.teaser);
  const alt = asText(value.alt ?? value.caption);
  const used = new Set(['image', 'src', 'url', 'path', 'feature', 'teaser', 'alt']);
  if (value.alt === undefined) used.add('caption');
  const rest = Object.keys(value).filter((key) => !used.has(key) && filled(value[key]));
  return { ...(src ? { src } : {}), ...(alt ? { alt } : {}), rest };
}

/** Their front matter as our entry's fields, naming each field that has no place. */
export function mapFields(data: Record<string, unknown>, options: MapOptions = {}): Mapped {
  const changed: string[] = [];
  const clean = cleaners(changed);
  const keys = lowerKeys(data);
  const used = new Set<string>();
  const notCarried: string[] = [];
  /** Their fields for one of ours that hold a value, first found first. */
  const candidates = (field: OurField) =>
    FOREIGN_FIELDS[field].flatMap((name) => {
      const found = keys.get(name.toLowerCase());
      return found && filled(found.value) && !used.has(found.key) ? [found] : [];
    });
  /** The first candidate `read` accepts; the others are named as not carried (unless they say the same). */
  const pick = <T>(field: OurField, read: (value: unknown, key: string) => T | undefined): T | undefined => {
    let result: T | undefined;
    for (const { key, value } of candidates(field)) {
      const got = read(value, key);
      if (got === undefined) continue;
      used.add(key);
      if (result === undefined) result = got;
      else if (JSON.stringify(got) !== JSON.stringify(result))
        notCarried.push(`${key} (${field} was taken from another field)`);
    }
    return result;
  };
  const fields: EntryFields = {};
  const day = (field: 'date' | 'updated') =>
    pick(field, (value, key) => {
      const parsed = toDay(value);
      if (!parsed) return undefined;
      if ('problem' in parsed) {
        changed.push(`${key}: ${parsed.problem}, so it was left out`);
        used.add(key);
        return undefined;
      }
      if (parsed.note) changed.push(`${key}: ${parsed.note}`);
      return parsed.iso;
    });

  const title = pick('title', (value, key) => clean.label(asText(value), key));
  if (title) fields.title = title;
  const date = day('date');
  if (date) fields.date = date;
  const updated = day('updated');
  if (updated && updated !== date) fields.updated = updated;
  const summary = pick('summary', (value, key) => clean.paragraph(asText(value), key));
  if (summary) fields.summary = summary;

  const tags: string[] = [];
  for (const { key, value } of candidates('tags')) {
    used.add(key);
    const words =
      options.jekyll && typeof value === 'string' && !value.includes(',') ? value.split(/\s+/) : asWords(value);
    for (const [index, word] of words.entries()) {
      const tag = clean.label(asText(word), `${key}[${index}]`);
      // Eleventy's collection tag says the file is a post, not what it is about.
      if (!tag || tags.some((seen) => seen.toLowerCase() === tag.toLowerCase())) continue;
      if (/^posts?$/i.test(tag)) changed.push(`${key}: "${tag}", the collection tag, was left out`);
      else tags.push(tag);
    }
  }
  if (tags.length > 0) fields.tags = clean.capped(tags, 'tags');

  const draft = pick('draft', (value, key) => {
    const word = asText(value)?.toLowerCase();
    // Jekyll writes `published: false`; Ghost and WordPress exports `status: draft`.
    if (key.toLowerCase() === 'published') return word === 'false' ? true : word === 'true' ? false : undefined;
    if (key.toLowerCase() === 'status') return word === 'draft' ? true : word === 'published' ? false : undefined;
    return word === 'true' ? true : word === 'false' ? false : undefined;
  });
  if (draft) fields.draft = true;

  const image = pick('image', (value, key) => {
    const found = imageOf(value);
    if (!found.src) return undefined;
    for (const rest of found.rest) notCarried.push(`${key}: ${rest}`);
    return found;
  });
  if (image?.src) fields.image = image.src.trim();
  const alt =
    pick('imageAlt', (value, key) => clean.paragraph(asText(value), key)) ?? clean.paragraph(image?.alt, 'alt');
  if (alt) fields.imageAlt = alt;

  const authors = pick('authors', (value, key) => {
    const names = asWords(value).flatMap((item, index) => {
      const raw = isRecord(item) ? asText(item.name) : asText(item);
      const name = (raw && options.authorName?.(raw.trim())) ?? raw;
      const label = clean.label(name, `${key}[${index}]`);
      return label ? [label] : [];
    });
    return names.length > 0 ? clean.capped(names, key) : undefined;
  });
  if (authors) fields.authors = authors;

  const link = pick('link', (value, key) => clean.https(asText(value), key));
  if (link) fields.links = [{ kind: 'post', url: link }];
  const slug = pick('slug', (value) => asText(value)?.trim() || undefined);

  for (const { key, value } of keys.values()) if (!used.has(key) && filled(value)) notCarried.push(key);
  return { fields, ...(slug ? { slug } : {}), notCarried, changed };
}
