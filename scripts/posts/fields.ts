/**
 * A post's front matter as a section entry's fields, through the table of their fields and ours
 * (foreign-fields.ts): keys match whatever their case, as Hugo reads them, values are cleaned as
 * the JSON Resume import cleans its own, and every field with no place here is named.
 */
import { isRecord } from '../record';
import { cleaners } from '../resume/import-clean';
import { toDay } from './dates';
import { FOREIGN_FIELDS } from './foreign-fields';

type OurField = keyof typeof FOREIGN_FIELDS;

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
  /** The field a value of ours was taken from, as the post wrote its name. */
  const candidatesUsed = (field: OurField): string =>
    FOREIGN_FIELDS[field].map((name) => keys.get(name.toLowerCase())).find((found) => found && used.has(found.key))
      ?.key ?? field;
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
  // Hugo's lastmod can predate a post dated ahead to publish it later; the site shows no such
  // change, and the check refuses it.
  const updatedKey = candidatesUsed('updated');
  if (updated && date && updated < date) notCarried.push(`${updatedKey} (before the post's date)`);
  else if (updated && updated !== date) fields.updated = updated;
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
