import images, { type ResponsiveImage } from 'virtual:content-images';
import { notFound } from '@tanstack/react-router';
import { allSectionEntries, type SectionEntry, site } from 'contentlayer/generated';
import { LANGUAGE } from '@/lib/language';
import { format } from '@/lib/message';
import { citationsOf, citeOf } from './citations';
import { toEntryDate } from './entry-date';
import { type DisplayDate, toDisplayDate } from './format';
import { getMessages } from './messages';
import type { LINK_KINDS } from './model/vocabulary';
import { ENTRIES_PER_PAGE, PAGE_SEGMENT, RELATED_ENTRIES, ROUTE_PATHS, TAGS_SEGMENT } from './model/vocabulary';
import { newestFirstThenByTitle } from './order';
import { getNavItems, getPageMeta, type PageMeta } from './pages';
import { markOf, type PublicationMark } from './publication-mark';
import { getSectionWords } from './section-words';
import { byUse, entryTags, pageOf, relatedTo, type Tag, type Topic, topicsOf } from './tags';
import { languagesOf, type TextLanguage } from './untranslated';

export type LinkKind = (typeof LINK_KINDS)[number];
/** `language`: the owner's label's, when it is shown in the default language. */
export type EntryLink = { kind: LinkKind; url: string; label: string | null; language: TextLanguage };
export type { TextLanguage, Topic };

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
  /** Its topics, each with the address of its page; two spellings of one topic show once. */
  tags: Tag[];
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

const cards = new WeakMap<SectionEntry, EntryCard>();

/** An entry's card, made once: a post's page, its related entries and the topic pages all show it. */
function toCard(entry: SectionEntry): EntryCard {
  const made = cards.get(entry);
  if (made) return made;
  const card = makeCard(entry);
  cards.set(entry, card);
  return card;
}

function makeCard(entry: SectionEntry): EntryCard {
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
    tags: entryTags(entry.tags ?? [], entry.tagSlugs),
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

/** Each section's entries, newest first, sorted once: every page of a long section reads them. */
const sorted = new Map<string, SectionEntry[]>();

/** A section's entries, newest first (not found when the section has none). */
function entriesOf(section: string): SectionEntry[] {
  let entries = sorted.get(section);
  if (!entries) {
    entries = allSectionEntries.filter((entry) => entry.section === section).sort(newestFirstThenByTitle);
    sorted.set(section, entries);
  }
  if (entries.length === 0) throw notFound();
  return entries;
}

/** The address of a section's list page: `/writing` for the first, `/writing/page/2` for the next. */
export const listPath = (section: string, page: number) =>
  page === 1 ? `/${section}` : `/${section}/${PAGE_SEGMENT}/${page}`;

/** Where a long list is: its page and how many there are, for the links between them. */
export type Pagination = { section: string; page: number; pages: number };

/** Everything one page of a section's list shows; a section that is hidden, unknown or empty, or a page past its last, is not found. */
export function getSection(
  section: string,
  page = 1,
): { page: PageMeta; section: string; entries: EntryCard[]; pagination: Pagination } {
  const list = pageOf(entriesOf(section), page, ENTRIES_PER_PAGE);
  if (!list) throw notFound();
  const meta = getPageMeta(`/${section}`);
  const numbered =
    page === 1
      ? meta
      : {
          ...meta,
          path: listPath(section, page),
          title: format(getSectionWords().pages.title, { title: meta.title, page }),
        };
  return { page: numbered, section, entries: list.items.map(toCard), pagination: { section, ...list } };
}

/** `language`: its title's, when shown in the default language. */
export type Neighbour = { title: string; section: string; slug: string; language: TextLanguage };

/** Whether two cards are one entry. */
const isSameEntry = (a: EntryCard, b: EntryCard) => a.section === b.section && a.slug === b.slug;

/** One entry with a body, its section's page, its neighbours in the list (previous is newer) and its related entries. */
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
  const card = toCard(entry);
  const leading = shownCards().filter((other) => other.path || other.externalUrl);
  return {
    page: getPageMeta(`/${section}`),
    entry: card,
    newer: neighbour(withBody[index - 1]),
    older: neighbour(withBody[index + 1]),
    related: relatedTo(card, leading, RELATED_ENTRIES, isSameEntry),
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

/** A value made on first use and kept: the content does not change while the site runs or prerenders. */
const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
};

/** The entries of every section the site shows, newest first: what the topic pages, feeds and related entries choose from. */
const shownEntries = once(() => {
  const shown = new Set(shownSections());
  return allSectionEntries.filter((entry) => shown.has(entry.section)).sort(newestFirstThenByTitle);
});
const shownCards = once(() => shownEntries().map(toCard));

/** A topic page's address, its slug encoded as a link writes it (`/tags/%E6%97%A5…` for 日本語). */
const topicPath = (slug: string) => `/${TAGS_SEGMENT}/${encodeURIComponent(slug)}`;
const TOPICS_PATH = `/${TAGS_SEGMENT}`;

/** Every topic of the sections shown, most used first. */
const shownTopics = once((): Topic[] => topicsOf(shownCards()).sort(byUse(LANGUAGE.code)));

/** The index of topics: each with its page and how many entries it is on (not found when no entry has one). */
export function getTopics() {
  const topics = shownTopics();
  if (topics.length === 0) throw notFound();
  const words = getSectionWords().topics;
  const description = format(words.indexDescription, { name: site.name });
  const page: PageMeta = {
    path: TOPICS_PATH,
    heading: words.indexTitle,
    intro: words.indexIntro,
    empty: null,
    title: words.indexTitle,
    description,
    languages: {},
  };
  return { page, topics };
}

/** One topic's page: the entries with it, newest first, grouped by section in navigation order. */
export function getTopic(slug: string) {
  const topic = shownTopics().find((candidate) => candidate.slug === slug);
  if (!topic) throw notFound();
  const words = getSectionWords().topics;
  const title = format(words.title, { tag: topic.label });
  const page: PageMeta = {
    path: topicPath(slug),
    heading: title,
    intro: null,
    empty: null,
    title,
    description: format(words.description, { tag: topic.label, name: site.name }),
    languages: {},
  };
  const tagged = shownCards().filter((card) => card.tags.some((tag) => tag.slug === slug));
  const groups = shownSections()
    .map((section) => ({
      section,
      heading: getPageMeta(`/${section}`).heading,
      headingLanguage: getPageMeta(`/${section}`).languages.heading ?? {},
      entries: tagged.filter((card) => card.section === section),
    }))
    .filter((group) => group.entries.length > 0);
  return { page, topic, groups };
}
export type TopicPage = ReturnType<typeof getTopic>;
export type TopicIndex = ReturnType<typeof getTopics>;

/** Every section page and entry page the prerender writes: `/talks`, `/writing/page/2`, `/writing/my-post`, `/tags/go`. */
export function sectionPaths(): string[] {
  const topics = shownTopics();
  return [
    ...shownSections().flatMap((section) => {
      const pages = Math.ceil(entriesOf(section).length / ENTRIES_PER_PAGE);
      return [
        ...Array.from({ length: Math.max(1, pages) }, (_, index) => listPath(section, index + 1)),
        ...entriesOf(section)
          .filter((entry) => entry.hasBody)
          .map((entry) => `/${section}/${entry.slug}`),
      ];
    }),
    ...(topics.length > 0 ? [TOPICS_PATH, ...topics.map((topic) => topicPath(topic.slug))] : []),
  ];
}

/** The feed facts a page's <head> names: its title's subject and the feed's address. */
type HeadFeed = { heading: string; path: string };

/** A topic page's or section page's <head> facts; null for the six. */
export function sectionHead(path: string) {
  const [section = '', slug, number] = path.split('/').filter(Boolean).map(decodeURIComponent);
  const none = { feed: null as HeadFeed | null, article: null, share: null, pagination: null as Pagination | null };
  if (section === TAGS_SEGMENT) {
    if (!slug) return { ...none, page: getTopics().page };
    const { page, topic } = getTopic(slug);
    return { ...none, page, feed: { heading: topic.label, path: `${topicPath(slug)}/feed.xml` } };
  }
  if (isSpecifiedPath(path) || !shownSections().includes(section)) return null;
  const feed = isDated(section) ? { heading: getPageMeta(`/${section}`).heading, path: feedPath(section) } : null;
  if (!slug || (slug === PAGE_SEGMENT && number)) {
    const list = getSection(section, number ? Number(number) : 1);
    return { ...none, page: list.page, feed, pagination: list.pagination };
  }
  const { page, entry } = getEntry(section, slug);
  const tags = entry.tags.map((tag) => tag.label);
  return {
    ...none,
    page: { ...page, path, heading: entry.title, title: entry.title, description: entry.summary ?? page.description },
    feed,
    article: {
      headline: entry.title,
      datePublished: entry.date?.iso ?? null,
      dateModified: entry.updated?.iso ?? null,
      tags,
    },
    // The entry's own share image: its title, where and when, its topics. A .bib file's entries
    // share the site's: drawing hundreds of cards would double a build (docs/performance/bibtex.md).
    share: entriesOf(section).some((one) => one.slug === slug && one.fromBibtex)
      ? null
      : {
          title: entry.title,
          location: [entry.date?.label, entry.venue].filter(Boolean).join(' · '),
          chips: tags,
        },
  };
}

/** Where a dated section's Atom feed is written, relative to the site. */
const feedPath = (section: string) => `/${section}/feed.xml`;

/** A feed's entries: the dated ones, newest first, with where each leads, published on its date and updated on its `updated`. */
const feedEntries = (cardsOf: readonly SectionEntry[]) =>
  cardsOf
    .filter((entry) => entry.date)
    .map((entry) => {
      const published = entry.date as string;
      return { ...toCard(entry), published, updated: entry.updated ?? published };
    });

/** The Atom feeds: each dated section's, and each topic's (of the dated entries with it, across sections). */
export function sectionFeeds() {
  const sections = shownSections()
    .filter(isDated)
    .map((section) => ({
      listPath: `/${section}`,
      page: getPageMeta(`/${section}`),
      path: feedPath(section),
      entries: feedEntries(entriesOf(section)),
    }));
  const topics = shownTopics().flatMap((topic) => {
    const tagged = shownEntries().filter((entry) => toCard(entry).tags.some((tag) => tag.slug === topic.slug));
    const entries = feedEntries(tagged);
    if (entries.length === 0) return [];
    const { page } = getTopic(topic.slug);
    return [{ listPath: page.path, page, path: `${page.path}/feed.xml`, entries }];
  });
  return [...sections, ...topics];
}

/** Each shown entry's BibTeX and where its file goes, relative to the language's pages: what the Cite action fetches. */
export const sectionCitations = () => citationsOf(shownSections());
