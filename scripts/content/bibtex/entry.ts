/**
 * One parsed BibTeX entry's fields as a section entry's: title, authors in reading order, where,
 * when, links, the abstract as summary or body; each checked against the model's limits as a
 * Markdown entry's front matter is, so anything accepted shows as it was written.
 */
import type { Creator } from '@retorquere/bibtex-parser';
import { sectionEntry } from '../../../src/content/model/sections.ts';
import { LIMITS } from '../../../src/content/model/vocabulary.ts';
import { characterProblem } from '../check/raw-text.ts';
import { dateOf, type EntryDate } from './dates.ts';
import { type BibLink, linksOf } from './links.ts';
import { paragraphs, plainText } from './tex.ts';

/** One entry as the site shows it: the fields of a section entry (src/content/model/sections.ts). */
export type BibEntry = {
  key: string;
  /** The line its `@type{key,` is on. */
  line: number;
  /** Its address in the section: the key, slugged. */
  slug: string;
  title: string;
  venue?: string;
  badge?: string;
  authors: string[];
  links: BibLink[];
  summary?: string;
  /** A long abstract's paragraphs: the entry's own page. */
  body?: string[];
} & (EntryDate | { date?: undefined; datePrecision?: undefined });

/** An abstract this long or shorter is the card's summary; a longer one is the entry's own page. */
const SUMMARY_MAX = 300;

/** Where: a journal, the proceedings, the publisher (a thesis: its school). */
const VENUE_FIELDS = 'journal journaltitle booktitle publisher school institution organization howpublished'.split(' ');

/** Names in reading order ("Qiu, Chenxi" → "Chenxi Qiu"); BibTeX's "and others" is "et al.". */
const namesOf = (creators: readonly Creator[] | undefined): string[] =>
  (creators ?? []).map((creator) => {
    const parts = [creator.firstName, creator.prefix, creator.lastName, creator.suffix];
    const name = plainText(creator.name ?? parts.filter(Boolean).join(' '));
    return name.toLowerCase() === 'others' ? 'et al.' : name;
  });

/** The first of `names` that has text (a list, such as publishers, joined), and its field. */
function first(fields: Record<string, unknown>, names: readonly string[]): { field: string; text: string } | undefined {
  for (const field of names) {
    const value = fields[field];
    const text = plainText(String(Array.isArray(value) ? value.join(', ') : (value ?? '')));
    if (text) return { field, text };
  }
  return undefined;
}

const optional = <Name extends string>(name: Name, value: string | undefined) =>
  (value === undefined ? {} : { [name]: value }) as Partial<Record<Name, string>>;

/** Each field the model's limits refuse, as `[bibtex field, why]`; `venue` names the field the venue came from. */
function limitProblems(entry: BibEntry, venue = 'journal'): [string, string][] {
  const { fields } = sectionEntry;
  const problems: [string, string][] = [];
  const length = (text: string) => [...text].length;
  const text = (name: string, value: string | undefined, model: string) => {
    const def = fields[model];
    const max = def && 'maxLength' in def ? def.maxLength : LIMITS.paragraph;
    if (value === undefined) return;
    const character = characterProblem(value);
    if (character) problems.push([name, character]);
    else if (length(value) > max)
      problems.push([name, `is ${length(value)} characters; the site shows at most ${max}`]);
  };
  text('title', entry.title, 'title');
  text(venue, entry.venue, 'venue');
  text('abbr', entry.badge, 'badge');
  text('abstract', entry.summary, 'summary');
  for (const paragraph of entry.body ?? []) text('abstract', paragraph, 'body');
  const authors = fields.authors;
  if (authors?.kind === 'list' && entry.authors.length > authors.maxItems)
    problems.push(['author', `names ${entry.authors.length} people; the site lists at most ${authors.maxItems}`]);
  for (const name of entry.authors) text('author', name, 'authors');
  return problems;
}

/** A mark the parser leaves for a TeX command it has no text for (parse.ts), and the command. */
const UNKNOWN_COMMAND = /\uE000([^\uE001]*)\uE001/;

/** The field holding a TeX command the parser has no text for, and the command. */
function unknownCommand(fields: Record<string, unknown>): [string, string] | null {
  for (const [name, value] of Object.entries(fields)) {
    const found = UNKNOWN_COMMAND.exec(typeof value === 'string' ? value : JSON.stringify(value ?? ''));
    if (found)
      return [
        name,
        `uses the TeX command ${found[1]}, which has no text the site can show; write the words it stands for`,
      ];
  }
  return null;
}

type Made = { entry: BibEntry } | { problems: [string, string][] };

/** The section entry a BibTeX entry makes, or its fields' problems (`[field, why]`, field '' for the entry). */
export function makeEntry(fields: Record<string, unknown>, where: Pick<BibEntry, 'key' | 'line' | 'slug'>): Made {
  const unknown = unknownCommand(fields);
  if (unknown) return { problems: [unknown] };
  const title = first(fields, ['title'])?.text;
  if (!title) return { problems: [['', 'has no title; every entry needs one (title = {…})']] };
  const date = dateOf(fields);
  if ('problem' in date) return { problems: [date.problem] };
  const links = linksOf(fields);
  if ('problem' in links) return { problems: [links.problem] };
  const abstract = typeof fields.abstract === 'string' ? paragraphs(fields.abstract) : [];
  const short = abstract.length === 1 && [...(abstract[0] ?? '')].length <= SUMMARY_MAX;
  const venue = first(fields, VENUE_FIELDS);
  const entry: BibEntry = {
    ...where,
    title,
    ...date,
    ...optional('venue', venue?.text),
    ...optional('badge', first(fields, ['abbr'])?.text),
    authors: namesOf((fields.author ?? fields.editor) as Creator[] | undefined),
    links: links.links,
    ...(short ? { summary: abstract[0] } : abstract.length > 0 ? { body: abstract } : {}),
  };
  const problems = limitProblems(entry, venue?.field);
  return problems.length > 0 ? { problems } : { entry };
}
