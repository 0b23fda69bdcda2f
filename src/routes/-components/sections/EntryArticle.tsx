import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { BODY_ATTRIBUTE, type EntryBody, mathsFontFor, TOC_ATTRIBUTE } from '@/content/section-body';
import type { EntryPage, TextLanguage } from '@/content/sections';
import { useSectionWords } from '@/hooks/useSectionWords';
import { withLabels } from '@/lib/body-labels';
import { format } from '@/lib/message';
import { trustedHtml } from '@/lib/trusted-html';
import { CodeCopy } from './CodeCopy';
import { EntryAuthors, EntryFacts, EntryImage, EntryTags, PublicationBadge } from './EntryCard';
import { EntryLinks } from './EntryLinks';
import * as styles from './entry.inline.css';
import { EXACT, entryParams, listParams } from './params';
import { RelatedEntries } from './RelatedEntries';
import { MathsFace } from './SectionStyles';
import * as shared from './shared.inline.css';

/** A long post's table of contents: its h2 and h3, as links to their anchors. */
function Contents({ toc, language }: { toc: EntryBody['toc']; language: TextLanguage }) {
  const words = useSectionWords().sections;
  if (toc.length === 0) return null;
  return (
    <nav className={styles.toc} aria-label={words.contents} data-reveal>
      <h2 className={styles.tocHeading}>{words.contents}</h2>
      <ol className={styles.tocList} {...language}>
        {toc.map((item) => (
          <li
            key={item.id}
            {...{ [TOC_ATTRIBUTE]: item.depth }}
            className={item.depth === 3 ? styles.tocSub : undefined}
          >
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A link to the post before or after this one, when there is one. */
function Neighbour({ entry, label, rel }: { entry: EntryPage['newer']; label: string; rel: 'prev' | 'next' }) {
  if (!entry) return null;
  return (
    <Link
      to="/$section/{-$slug}/{-$page}"
      params={entryParams(entry.section, entry.slug)}
      className={styles.neighbour}
      rel={rel}
    >
      <span className={styles.neighbourLabel}>{label}</span>
      <span dir="auto" {...entry.language}>
        {entry.title}
      </span>
    </Link>
  );
}

/** The entry page's body: authors, facts, its image, contents, the compiled Markdown, links, then its neighbours. */
export function EntryArticle({ page, entry, newer, older, related, body }: EntryPage & { body: EntryBody }) {
  const { sections: words, diagram } = useSectionWords();
  const key = `${entry.section}/${entry.slug}`;
  // An untranslated post shows the default language's body, contents included.
  const bodyLanguage = entry.languages.body;
  const html = withLabels(body.html, diagram);
  const mathsFont = mathsFontFor(html);
  const bodyRef = useRef<HTMLDivElement>(null);
  return (
    <article className={styles.article}>
      {mathsFont && <MathsFace url={mathsFont} />}
      <div className={styles.meta} data-reveal>
        <PublicationBadge entry={entry} />
        <EntryAuthors entry={entry} />
        <EntryFacts entry={entry} updated />
        <EntryTags entry={entry} />
      </div>
      <EntryImage entry={entry} loading="eager" />
      <Contents toc={body.toc} language={bodyLanguage} />
      <div
        ref={bodyRef}
        className={styles.body}
        {...bodyLanguage}
        {...{ [BODY_ATTRIBUTE]: key }}
        // Compiled and sanitized at build time (scripts/content/markdown.ts); no raw HTML gets through.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is the build's own sanitized HTML
        dangerouslySetInnerHTML={{ __html: trustedHtml(html) }}
      />
      <CodeCopy body={bodyRef} html={html} />
      <EntryLinks links={entry.links} cite={entry.cite} />
      <RelatedEntries entries={related} />
      <nav className={styles.neighbours} aria-label={words.neighbours}>
        <Neighbour entry={newer} label={words.newer} rel="prev" />
        <Neighbour entry={older} label={words.older} rel="next" />
        <Link
          to="/$section/{-$slug}/{-$page}"
          params={listParams(entry.section)}
          activeOptions={EXACT}
          className={shared.back}
        >
          {format(words.backTo, { section: page.heading })}
        </Link>
      </nav>
    </article>
  );
}
