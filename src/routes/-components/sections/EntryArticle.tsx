import { Link } from '@tanstack/react-router';
import { ChipList } from '@/components/Chip/Chip';
import { BODY_ATTRIBUTE, type EntryBody, TOC_ATTRIBUTE } from '@/content/section-body';
import type { EntryPage } from '@/content/sections';
import { useMessages } from '@/hooks/useMessages';
import { format } from '@/lib/message';
import { trustedHtml } from '@/lib/trusted-html';
import * as styles from './EntryArticle.css';
import { EntryFacts } from './EntryCard';
import { EntryLinks } from './EntryLinks';

/** A long post's table of contents: its h2 and h3, as links to their anchors. */
function Contents({ toc }: { toc: EntryBody['toc'] }) {
  const words = useMessages().sections;
  if (toc.length === 0) return null;
  return (
    <nav className={styles.toc} aria-label={words.contents} data-reveal>
      <h2 className={styles.tocHeading}>{words.contents}</h2>
      <ol className={styles.tocList}>
        {toc.map((item) => (
          <li key={item.id} {...{ [TOC_ATTRIBUTE]: item.depth }} className={styles.tocItem[item.depth === 3 ? 3 : 2]}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The entry page's body: facts, contents, the compiled Markdown, links, then its neighbours. */
export function EntryArticle({ page, entry, newer, older, body }: EntryPage & { body: EntryBody }) {
  const words = useMessages().sections;
  const key = `${entry.section}/${entry.slug}`;
  return (
    <article className={styles.root}>
      <div className={styles.meta} data-reveal>
        <EntryFacts entry={entry} />
        {entry.tags.length ? <ChipList items={entry.tags} tone="outlined" label={words.tags} /> : null}
      </div>
      <Contents toc={body.toc} />
      <div
        className={styles.body}
        {...{ [BODY_ATTRIBUTE]: key }}
        // Compiled and sanitized at build time (scripts/content/markdown.ts); no raw HTML gets through.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is the build's own sanitized HTML
        dangerouslySetInnerHTML={{ __html: trustedHtml(body.html) }}
      />
      <EntryLinks links={entry.links} />
      <nav className={styles.neighbours} aria-label={words.neighbours}>
        {newer ? (
          <Link to="/$section/$slug" params={newer} className={styles.neighbour} rel="prev">
            <span className={styles.neighbourLabel}>{words.newer}</span>
            <span dir="auto">{newer.title}</span>
          </Link>
        ) : null}
        {older ? (
          <Link to="/$section/$slug" params={older} className={styles.neighbour} rel="next">
            <span className={styles.neighbourLabel}>{words.older}</span>
            <span dir="auto">{older.title}</span>
          </Link>
        ) : null}
        <Link to="/$section" params={{ section: entry.section }} className={styles.back}>
          {format(words.backTo, { section: page.heading })}
        </Link>
      </nav>
    </article>
  );
}
