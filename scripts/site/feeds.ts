/**
 * The Atom feeds (RFC 4287): each dated section's, `/<section>/feed.xml`, and each topic's,
 * `/tags/<topic>/feed.xml`, their entries newest first, each linking to its own page or, for a post
 * written elsewhere, out to where it lives. Every address is absolute, every date RFC 3339.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { absoluteUrl } from '../../src/lib/urls';
import { escapeHtml } from './html';

type FeedEntry = {
  slug: string;
  title: string;
  summary: string | null;
  tags: readonly { label: string }[];
  path: string | null;
  externalUrl: string | null;
  /** When it was published (its `date`), ISO date or timestamp, as contentlayer2 stores it. */
  published: string;
  /** When it last changed: its `updated`, else its `date`. */
  updated: string;
  /** A field's language where it is the default's for want of a translation (src/content/untranslated.ts). */
  languages?: Partial<Record<'title' | 'summary' | 'tags', { lang?: string }>>;
};

export type SectionFeed = {
  /** The page the feed follows, `/writing` or `/tags/go`, as a link writes it (its segments encoded). */
  listPath: string;
  page: { heading: string; description: string };
  path: string;
  entries: readonly FeedEntry[];
};

/** `base` is where the language's pages start (`/`, `/pl/`); `language` its code, the feed's xml:lang. */
type FeedSite = { site: { name: string; siteUrl: string }; base: string; language: string };

/**
 * Text as XML 1.0 can carry it, escaped: the two characters it has no place for (U+FFFE, U+FFFF,
 * which the content check lets through) dropped, since one would make the whole feed unreadable.
 */
const xmlText = (text: string) => escapeHtml(text.replace(/[\uFFFE\uFFFF]/g, ''));

/** A day as RFC 3339 wants it: midnight UTC. */
const rfc3339 = (iso: string) => `${iso.slice(0, 10)}T00:00:00Z`;

/** The words' own language, where it is not the feed's (an entry not yet translated). */
const xmlLang = (lang: string | undefined) => (lang ? ` xml:lang="${xmlText(lang)}"` : '');
const element = (name: string, text: string, indent = '    ', lang?: string) =>
  `${indent}<${name}${xmlLang(lang)}>${xmlText(text)}</${name}>`;
const link = (attributes: Record<string, string>, indent = '    ') =>
  `${indent}<link ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${xmlText(value)}"`)
    .join(' ')}/>`;

/** One feed's XML. */
export function atomFeed(feed: SectionFeed, { site, base, language }: FeedSite): string {
  const url = (path: string) => absoluteUrl(site.siteUrl, base, path);
  const listUrl = url(feed.listPath);
  const newest =
    feed.entries
      .map((entry) => entry.updated)
      .sort()
      .at(-1) ?? new Date(0).toISOString();
  const entries = feed.entries.map((entry) => {
    const href = entry.path ? url(entry.path) : (entry.externalUrl ?? listUrl);
    const lang = (field: 'title' | 'summary' | 'tags') => entry.languages?.[field]?.lang;
    return [
      '  <entry>',
      element('title', entry.title, '    ', lang('title')),
      // The id never changes: the entry's own page, or the list's address with its file name.
      element('id', entry.path ? href : `${listUrl}#${entry.slug}`),
      link({ rel: 'alternate', type: 'text/html', href }),
      element('published', rfc3339(entry.published)),
      element('updated', rfc3339(entry.updated)),
      ...(entry.summary ? [element('summary', entry.summary, '    ', lang('summary'))] : []),
      ...entry.tags
        .filter((tag) => xmlText(tag.label))
        .map((tag) => `    <category term="${xmlText(tag.label)}"${xmlLang(lang('tags'))}/>`),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(language)}">`,
    element('title', `${feed.page.heading} | ${site.name}`, '  '),
    element('subtitle', feed.page.description, '  '),
    element('id', listUrl, '  '),
    link({ rel: 'self', type: 'application/atom+xml', href: url(feed.path) }, '  '),
    link({ rel: 'alternate', type: 'text/html', href: listUrl }, '  '),
    element('updated', rfc3339(newest), '  '),
    `  <author>\n${element('name', site.name)}\n${element('uri', url('/'))}\n  </author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** Writes every feed into the built site; returns the files written, relative to it. */
export function writeFeeds(siteDir: string, feeds: readonly SectionFeed[], options: FeedSite): string[] {
  return feeds.map((feed) => {
    // The address is encoded as a link writes it; the file has the letters a host decodes it to.
    const file = decodeURIComponent(feed.path.slice(1));
    mkdirSync(dirname(join(siteDir, file)), { recursive: true });
    writeFileSync(join(siteDir, file), atomFeed(feed, options));
    return file;
  });
}
