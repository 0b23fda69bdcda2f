/**
 * JSON Resume's lists the site has no document type for (awards, publications, volunteer,
 * languages, interests, references, and any list of the owner's own such as talks) as sections:
 * a page file each (`resume: true`, so resume.json lists them again) and an entry per item. The
 * exporter (json-resume.ts) writes them back under the same keys.
 */
import { ROUTE_PATHS, SECTION_NAME } from '../../src/content/model';
import { standInText } from '../content/check/import-stand-ins';
import { entryFile } from '../posts/entry-file';
import { writeMarkdown } from '../posts/html';
import { isRecord } from '../record';
import { type Json, LISTS, list, type SectionHelpers, slugger, str } from './import-helpers';

type Entry = { fields: Record<string, unknown>; body?: string };
type Read = (item: Json, where: string) => Entry;

/** JSON Resume's own keys, and the import's: never a section of the owner's. */
const TAKEN = new Set(['basics', 'work', 'education', 'certificates', 'skills', 'projects', 'meta', '$schema']);
const SITE_NAMES = new Set(['admin', 'assets', '404', 'index', 'feed', 'sitemap']);

/** A top-level list of the owner's own (`talks`, written by the exporter for a section of that name). */
export const isOwnList = (key: string, value: unknown) =>
  Array.isArray(value) &&
  value.some(isRecord) &&
  !TAKEN.has(key) &&
  !Object.hasOwn(LISTS, key) &&
  new RegExp(`^${SECTION_NAME}$`).test(key) &&
  !SITE_NAMES.has(key) &&
  !(ROUTE_PATHS as readonly string[]).includes(`/${key}`);

/** Items as a Markdown list, each escaped where Markdown would read it otherwise (`<?`, `*`, `[…]`). */
const markdownList = (items: string[]) =>
  writeMarkdown({
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item) => ({
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children: [{ type: 'text', value: item.replace(/\s*\n\s*/g, ' ') }] }],
    })),
  });

const titleCase = (name: string) => name.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());

/** Writes a section for each list the resume holds; `order` continues after the six pages. */
export function mapLists(resume: Json, { writeText, write, clean, unmapped, siteUrl }: SectionHelpers): string[] {
  const own = Object.keys(resume).filter((key) => isOwnList(key, resume[key]));
  // The 1st stands in for a missing day, said in the report (a section entry's date has no stand-in mark).
  const day = (value: unknown, where: string) => {
    const parsed = clean.day(value, where);
    if (parsed && !parsed.precise) unmapped.push(`${where}: gives no day, so the 1st was written`);
    return parsed?.iso;
  };
  // An item's url that is its page on this site (an exported entry with a body) is no link of its own.
  const link = (value: unknown, where: string, kind: string) => {
    const url = clean.https(value, where);
    if (!url) return undefined;
    if (siteUrl && url.startsWith(`${siteUrl}/`)) {
      unmapped.push(`${where}: its page on the site; what the page said is not in a JSON Resume`);
      return undefined;
    }
    return [{ kind, url }];
  };
  const title = (value: unknown, where: string, what: string) => clean.label(value, where) ?? standInText(what);
  const readers: Record<string, Read> = {
    awards: (item, where) => ({
      fields: {
        title: title(item.title, `${where}.title`, 'award'),
        date: day(item.date, `${where}.date`),
        venue: clean.label(item.awarder, `${where}.awarder`),
        summary: clean.paragraph(item.summary, `${where}.summary`),
        links: link(item.url, `${where}.url`, 'website'),
      },
    }),
    publications: (item, where) => {
      const authors = clean.labels(item.authors, `${where}.authors`);
      return {
        fields: {
          title: title(item.name, `${where}.name`, 'title'),
          date: day(item.releaseDate, `${where}.releaseDate`),
          venue: clean.label(item.publisher, `${where}.publisher`),
          summary: clean.paragraph(item.summary, `${where}.summary`),
          authors: authors.length > 0 ? authors : undefined,
          links: link(item.url, `${where}.url`, 'paper'),
        },
      };
    },
    volunteer: (item, where) => {
      const start = day(item.startDate, `${where}.startDate`);
      const end = day(item.endDate, `${where}.endDate`);
      const highlights = clean.paragraphs(item.highlights, `${where}.highlights`);
      if (start && end && end < start) unmapped.push(`${where}.endDate: before its startDate, so it was left out`);
      return {
        fields: {
          title: title(item.position, `${where}.position`, 'role'),
          date: start,
          end: start && end && end >= start ? end : undefined,
          venue: clean.label(item.organization, `${where}.organization`),
          summary: clean.paragraph(item.summary, `${where}.summary`),
          links: link(item.url, `${where}.url`, 'website'),
        },
        // The highlights are the entry's page: a list, which the exporter reads back as highlights.
        ...(highlights.length > 0 ? { body: markdownList(highlights) } : {}),
      };
    },
    languages: (item, where) => ({
      fields: {
        title: title(item.language, `${where}.language`, 'language'),
        summary: clean.paragraph(item.fluency, `${where}.fluency`),
      },
    }),
    interests: (item, where) => {
      const tags = clean.topics(item.keywords, `${where}.keywords`);
      return {
        fields: { title: title(item.name, `${where}.name`, 'interest'), tags: tags.length > 0 ? tags : undefined },
      };
    },
    references: (item, where) => ({
      fields: {
        title: title(item.name, `${where}.name`, 'name'),
        summary: clean.paragraph(item.reference, `${where}.reference`),
      },
    }),
  };
  const other: Read = (item, where) => ({
    fields: {
      title: title(item.name ?? item.title, `${where}.name`, 'title'),
      date: day(item.date, `${where}.date`),
      venue: clean.label(item.venue, `${where}.venue`),
      summary: clean.paragraph(item.summary, `${where}.summary`),
      links: link(item.url, `${where}.url`, 'website'),
    },
  });

  let order = ROUTE_PATHS.length;
  for (const key of [...Object.keys(LISTS), ...own]) {
    const items = clean.capped(list(resume[key]), key, 200, (item) => str(item.name) ?? str(item.title) ?? 'entry');
    if (items.length === 0) continue;
    const section = LISTS[key]?.section ?? key;
    const name = LISTS[key]?.name ?? titleCase(key);
    const read = readers[key] ?? other;
    const slug = slugger();
    items.forEach((item, index) => {
      const { fields, body } = read(item, `${key}[${index}]`);
      writeText(`sections/${section}/${slug(String(fields.title))}.md`, entryFile(fields, body));
    });
    write(`pages/${section}.yaml`, {
      path: `/${section}`,
      name,
      order: ++order,
      heading: name,
      metaTitle: name,
      metaDescription: `${name}, newest first.`,
      resume: true,
    });
  }
  return own;
}
