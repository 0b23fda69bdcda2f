import images, { type ResponsiveImage } from 'virtual:content-images';
import { notFound } from '@tanstack/react-router';
import { allSectionEntries, type SectionEntry, site } from 'contentlayer/generated';
import { citationsOf, citeOf } from './citations';
import { toEntryDate } from './entry-date';
import type { DisplayDate } from './format';
import { toDisplayDate } from './format';
import { getMessages } from './messages';
import type { LINK_KINDS } from './model/vocabulary';
import { ROUTE_PATHS } from './model/vocabulary';
import { newestFirstThenByTitle } from './order';
import { getNavItems, getPageMeta, type PageMeta } from './pages';
import { markOf, type PublicationMark } from './publication-mark';
import { languagesOf, type TextLanguage } from './untranslated';

export type LinkKind = (typeof LINK_KINDS)[number];
/** `language`: the owner's label's, when it is shown in the default language. */
export type EntryLink = { kind: LinkKind; url: string; label: string | null; language: TextLanguage };
export type { TextLanguage };

/** `own`: the site owner's name, which the list sets in bold. */
type Author = { name: string; own: boolean };

/** A name as a reader compares it: case, the encoding of accents and spacing aside. */
const nameKey = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** The names as credited, in order, the site owner's marked (the list sets it in bold). */
export const credits = (names: readonly string[], owner: string): Author[] =>
  names.map((name) => ({ name, own: nameKey(name) === nameKey(owner) }));

/** What a card shows of one entry, and where it leads: its own page, the first link, or nowhere. */
export type EntryCard = {
  section: string;
  slug: string;
  title: string;
  date: DisplayDate | null;
  /** When it last changed, as the owner says; shown on its page, in the feed and the structured data. */
  updated: DisplayDate | null;
  publication: PublicationMark | null;
  /** The last day of something that lasted (volunteering), shown as a period with the date. */
  end: DisplayDate | null;
  summary: string | null;
  venue: string | null;
  /** A short label on the card, such as a paper's venue abbreviated ("ICML"). */
  badge: string | null;
  /** As credited, in order; the same in every language. */
  authors: Author[];
  links: EntryLink[];
  tags: string[];
  image: (ResponsiveImage & { alt: string }) | null;
  /** The entry's own page (`/writing/my-post`) when it has a body. */
  path: string | null;
  /** Where an entry without a body leads: its first link, off the site. */
  externalUrl: string | null;
  readingMinutes: number;
  /** The entry's BibTeX as a file (`/papers/qiu2021.bib`), which its Cite action copies or downloads. */
  cite: ReturnType<typeof citeOf>;
  /** Each field's language, when the page shows it in the default language for want of a translation. */
  languages: Record<'title' | 'summary' | 'venue' | 'badge' | 'tags' | 'imageAlt' | 'body', TextLanguage>;
};

function toCard(entry: SectionEntry): EntryCard {
  const built = entry.image ? images[entry.image] : undefined;
  const language = languagesOf(entry);
  const links = (entry.links ?? []).map((link, index) => ({
    kind: link.kind as LinkKind,
    url: link.url,
    label: link.label ?? null,
    // The kind's own word ("Slides") is always in the page's language.
    language: link.label ? language(`links[${index}].label`) : {},
  }));
  return {
    section: entry.section,
    slug: entry.slug,
    title: entry.title,
    date: entry.date ? toEntryDate(entry.date, entry.datePrecision, getMessages().dates) : null,
    end: entry.date && entry.end ? toDisplayDate(entry.end, getMessages().dates) : null,
    updated: entry.updated ? toDisplayDate(entry.updated, getMessages().dates) : null,
    publication: markOf(entry, getMessages().dates),
    summary: entry.summary ?? null,
    venue: entry.venue ?? null,
    badge: entry.badge ?? null,
    authors: credits(entry.authors ?? [], site.name),
    links,
    tags: entry.tags ?? [],
    image: built ? { ...built, alt: entry.imageAlt ?? '' } : null,
    path: entry.hasBody ? `/${entry.section}/${entry.slug}` : null,
    externalUrl: entry.hasBody ? null : (links[0]?.url ?? null),
    readingMinutes: entry.readingMinutes,
    cite: citeOf(entry),
    languages: {
      title: language('title'),
      summary: language('summary'),
      venue: language('venue'),
      badge: language('badge'),
      tags: language('tags'),
      imageAlt: language('imageAlt'),
      body: language('body'),
    },
  };
}

/** A section's entries, newest first (not found when the section has none). */
function entriesOf(section: string): SectionEntry[] {
  const entries = allSectionEntries.filter((entry) => entry.section === section).sort(newestFirstThenByTitle);
  if (entries.length === 0) throw notFound();
  return entries;
}

/** Everything a section's list page shows; a section that is hidden, unknown or empty is not found. */
export function getSection(section: string): { page: PageMeta; section: string; entries: EntryCard[] } {
  const entries = entriesOf(section);
  return { page: getPageMeta(`/${section}`), section, entries: entries.map(toCard) };
}

/** `language`: its title's, when shown in the default language. */
export type Neighbour = { title: string; section: string; slug: string; language: TextLanguage };

/** One entry with a body, its section's page and its neighbours in the list (previous is newer). */
export function getEntry(section: string, slug: string) {
  const withBody = entriesOf(section).filter((entry) => entry.hasBody);
  const index = withBody.findIndex((entry) => entry.slug === slug);
  const entry = withBody[index];
  if (!entry) throw notFound();
  const neighbour = (other: SectionEntry | undefined): Neighbour | null =>
    other
      ? {
          title: other.title,
          section: other.section,
          slug: other.slug,
          language: languagesOf(other)('title'),
        }
      : null;
  return {
    page: getPageMeta(`/${section}`),
    entry: toCard(entry),
    newer: neighbour(withBody[index - 1]),
    older: neighbour(withBody[index + 1]),
  };
}
export type EntryPage = ReturnType<typeof getEntry>;

/** Whether a section's entries carry dates, so it publishes a feed. */
const isDated = (section: string) =>
  allSectionEntries.some((entry) => entry.section === section && entry.date !== undefined);

/** The sections the site shows (a page file, not hidden, with entries), in navigation order. */
const isSpecifiedPath = (path: string) => (ROUTE_PATHS as readonly string[]).includes(path);

/** The page paths the site shows: the navigation's. */
export const shownPagePaths = () => getNavItems().map((item) => item.path as string);
const shownSections = () =>
  shownPagePaths()
    .filter((path) => !isSpecifiedPath(path))
    .map((path) => path.slice(1));

/** Every section page and entry page the prerender writes: `/talks`, `/writing/my-post`. */
export function sectionPaths(): string[] {
  return shownSections().flatMap((section) => [
    `/${section}`,
    ...entriesOf(section)
      .filter((entry) => entry.hasBody)
      .map((entry) => `/${section}/${entry.slug}`),
  ]);
}

/** What a page's <head> says about a section or entry page; null for the six. */
export function sectionHead(path: string) {
  const [section = '', slug] = path.split('/').filter(Boolean);
  if (isSpecifiedPath(path) || !shownSections().includes(section)) return null;
  const feed = isDated(section) ? { heading: getPageMeta(`/${section}`).heading, path: feedPath(section) } : null;
  if (!slug) return { page: getPageMeta(`/${section}`), feed, article: null, share: null };
  const { page, entry } = getEntry(section, slug);
  return {
    page: { ...page, path, heading: entry.title, title: entry.title, description: entry.summary ?? page.description },
    feed,
    article: {
      headline: entry.title,
      datePublished: entry.date?.iso ?? null,
      dateModified: entry.updated?.iso ?? null,
      tags: entry.tags,
    },
    // The entry's own share image: its title, where and when, its topics. A .bib file's entries
    // share the site's: drawing hundreds of cards would double a build (docs/performance/bibtex.md).
    share: entriesOf(section).some((one) => one.slug === slug && one.fromBibtex)
      ? null
      : {
          title: entry.title,
          location: [entry.date?.label, entry.venue].filter(Boolean).join(' · '),
          chips: entry.tags,
        },
  };
}

/** Where a dated section's Atom feed is written, relative to the site. */
const feedPath = (section: string) => `/${section}/feed.xml`;

/** The entries a dated section's feed lists, newest first, with where each leads. */
export function sectionFeeds() {
  return shownSections()
    .filter(isDated)
    .map((section) => ({
      section,
      page: getPageMeta(`/${section}`),
      path: feedPath(section),
      entries: entriesOf(section)
        .filter((entry) => entry.date)
        .map((entry) => {
          const published = entry.date as string;
          return { ...toCard(entry), published, updated: entry.updated ?? published };
        }),
    }));
}

/** Each shown entry's BibTeX and where its file goes, relative to the language's pages: what the Cite action fetches. */
export const sectionCitations = () => citationsOf(shownSections());
