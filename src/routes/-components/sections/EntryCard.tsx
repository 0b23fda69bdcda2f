import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import { Card } from '@/components/Card/Card';
import { Chip } from '@/components/Chip/Chip';
import * as chip from '@/components/Chip/Chip.css';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import type { EntryCard as Entry } from '@/content/sections';
import { useMessages } from '@/hooks/useMessages';
import { useSectionWords } from '@/hooks/useSectionWords';
import { cn } from '@/lib/cn';
import { format } from '@/lib/message';
import { formatParts } from '@/lib/message-parts';
import * as cite from './cite.inline.css';
import { EntryLinks } from './EntryLinks';
import * as list from './list.inline.css';
import { entryParams, topicParams } from './params';
import * as shared from './shared.inline.css';

/** The badge, date (or period), place and reading time under an entry's title; on its own page, when it last changed too. */
export function EntryFacts({ entry, updated = false }: { entry: Entry; updated?: boolean }) {
  const { sections: words } = useSectionWords();
  const { dates } = useMessages();
  const day = (date: NonNullable<Entry['date']>, key = 'date') => (
    <time key={key} dateTime={date.iso}>
      {date.label}
    </time>
  );
  const parts = [
    entry.badge ? (
      <span key="badge" className={cite.badge} dir="auto" {...entry.languages.badge}>
        {entry.badge}
      </span>
    ) : null,
    entry.date && entry.end ? (
      <span key="date">
        {formatParts(dates.period, { start: day(entry.date, 'start'), end: day(entry.end, 'end') })}
      </span>
    ) : entry.date ? (
      day(entry.date)
    ) : null,
    updated && entry.updated ? (
      <time key="updated" dateTime={entry.updated.iso}>
        {format(words.updated, { date: entry.updated.label })}
      </time>
    ) : null,
    entry.venue ? (
      <span key="venue" dir="auto" {...entry.languages.venue}>
        {entry.venue}
      </span>
    ) : null,
    entry.path && entry.readingMinutes > 0 ? (
      <span key="time">{format(words.readingTime, { count: entry.readingMinutes })}</span>
    ) : null,
  ].filter(Boolean);
  return parts.length ? <p className={shared.facts}>{parts}</p> : null;
}

/** Under `npm run dev` only: "Draft", or "Scheduled for 1 Jun 2030", on an entry a build leaves out. */
export function PublicationBadge({ entry }: { entry: Entry }) {
  const words = useSectionWords().sections;
  const mark = entry.publication;
  if (!mark) return null;
  return (
    <Chip tone="warning">
      {mark.state === 'draft' ? words.draft : format(words.scheduled, { date: mark.date.label })}
    </Chip>
  );
}

/**
 * A paper's authors or a talk's speakers, as credited, the owner's own name in bold. Names are the
 * same in every language (`translate="no"` tells a translating browser so); each is isolated, so an
 * Arabic name among Latin ones keeps its order.
 */
export function EntryAuthors({ entry }: { entry: Entry }) {
  if (entry.authors.length === 0) return null;
  return (
    <p className={shared.authors} translate="no">
      {entry.authors.map((author, index) => (
        // Names may repeat (two authors of one name); their place in the list is what tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is the entry's own, fixed at build time
        <Fragment key={index}>
          {index > 0 ? ', ' : null}
          {author.own ? <strong dir="auto">{author.name}</strong> : <bdi>{author.name}</bdi>}
        </Fragment>
      ))}
    </p>
  );
}

/**
 * The mark before a topic's name on its chip, as a hashtag's: hidden from screen readers, which hear
 * the list's name instead. It keeps a topic named like a vague link ("Go", "More") from reading,
 * to a search engine, as a link that says nothing of where it leads.
 */
const TopicMark = () => <span aria-hidden="true">#</span>;

/** A topic as a chip: a link to its page with its mark and its name, then `children` (a count). */
export function TopicChip({
  slug,
  label,
  lang,
  children,
}: {
  slug: string;
  label: string;
  lang?: string;
  children?: ReactNode;
}) {
  return (
    <li>
      <Link to="/$section/{-$slug}/{-$page}" params={topicParams(slug)} className={cn(chip.outlined, shared.tag)}>
        <TopicMark />
        <span dir="auto" lang={lang}>
          {label}
        </span>
        {children}
      </Link>
    </li>
  );
}

/** An entry's topics as chips, each a link to its topic's page, marked as the default language's when untranslated. */
export function EntryTags({ entry }: { entry: Entry }) {
  const words = useSectionWords().sections;
  if (entry.tags.length === 0) return null;
  return (
    <ul className={chip.list} aria-label={words.tags}>
      {entry.tags.map((tag) => (
        <TopicChip key={tag.slug} slug={tag.slug} label={tag.label} lang={entry.languages.tags.lang} />
      ))}
    </ul>
  );
}

/**
 * An entry's image, through the portrait's pipeline (AVIF and WebP at each width). Lazy on a list;
 * at once on the entry's own page, where it sits near the top.
 */
export function EntryImage({ entry, loading }: { entry: Entry; loading: 'lazy' | 'eager' }) {
  if (!entry.image) return null;
  return (
    <picture>
      {entry.image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} />
      ))}
      <img
        className={shared.image}
        src={entry.image.src}
        srcSet={entry.image.srcSet}
        width={entry.image.width}
        height={entry.image.height}
        alt={entry.image.alt}
        {...entry.languages.imageAlt}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}

/** The title: a link to the entry's own page, or out to its first link, or plain text. */
export function Title({ entry }: { entry: Entry }) {
  if (entry.path)
    return (
      <Link
        to="/$section/{-$slug}/{-$page}"
        params={entryParams(entry.section, entry.slug)}
        className={shared.titleLink}
      >
        {entry.title}
      </Link>
    );
  if (entry.externalUrl)
    return (
      <ExternalLink href={entry.externalUrl} className={shared.titleLink}>
        {entry.title}
      </ExternalLink>
    );
  return entry.title;
}

/** One entry of any section: a talk, a paper, a post, an award; its words and links from content. */
export function EntryCard({ entry }: { entry: Entry }) {
  return (
    <Card as="article" className={list.card} data-reveal>
      <EntryImage entry={entry} loading="lazy" />
      <div className={list.cardBody}>
        <PublicationBadge entry={entry} />
        <h2 className={list.title} dir="auto" {...entry.languages.title}>
          <Title entry={entry} />
        </h2>
        <EntryAuthors entry={entry} />
        <EntryFacts entry={entry} />
        {entry.summary ? (
          <p className={list.summary} dir="auto" {...entry.languages.summary}>
            {entry.summary}
          </p>
        ) : null}
        <EntryTags entry={entry} />
        <EntryLinks links={entry.links} cite={entry.cite} />
      </div>
    </Card>
  );
}
