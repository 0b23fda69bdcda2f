import { allPages, allSectionEntries } from 'contentlayer/generated';
import { toEntryDate } from './entry-date';
import { getMessages } from './messages';
import { newestFirstThenByTitle } from './order';

/**
 * The sections whose page file says `resume: true`, as the résumé lists them: the page's name as
 * the heading, then each entry newest first with its date, place and summary, and where it can be
 * read (its own page, `path`, or its first link). Node-side only (the site's pages read
 * src/content/sections.ts).
 */
export function getResumeSections() {
  return [...allPages]
    .filter((page) => page.resume && !page.hidden)
    .sort((a, b) => a.order - b.order)
    .map((page) => ({
      /** The section's folder: `awards`, `talks`. */
      name: page.path.slice(1),
      title: page.name,
      entries: allSectionEntries
        .filter((entry) => `/${entry.section}` === page.path)
        .sort(newestFirstThenByTitle)
        .map((entry) => ({
          slug: entry.slug,
          title: entry.title,
          date: entry.date ? toEntryDate(entry.date, entry.datePrecision, getMessages().dates).label : null,
          // JSON Resume takes a date cut to what is known, as "2021" or "2021-03".
          isoDate: entry.date ? toEntryDate(entry.date, entry.datePrecision, getMessages().dates).iso : null,
          isoEnd: entry.date && entry.end ? entry.end.slice(0, 10) : null,
          venue: entry.venue ?? null,
          authors: entry.authors ?? [],
          tags: entry.tags ?? [],
          summary: entry.summary ?? null,
          path: entry.hasBody ? `${entry.section}/${entry.slug}` : null,
          link: entry.links?.[0]?.url ?? null,
          /** The Markdown body, for resume.json's highlights (a volunteering's list). */
          body: entry.body.raw,
        })),
    }))
    .filter((section) => section.entries.length > 0);
}

/** Pages whose file says `hidden: true`: the résumé leaves their sections out. */
export const hiddenPagePaths = () => allPages.filter((page) => page.hidden).map((page) => page.path);
