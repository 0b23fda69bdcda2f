import { Link } from '@tanstack/react-router';
import { BODY_ATTRIBUTE, type EntryBody, TOC_ATTRIBUTE } from '@/content/section-body';
import type { EntryPage, TextLanguage } from '@/content/sections';
import { useMessages } from '@/hooks/useMessages';
import { format } from '@/lib/message';
import { trustedHtml } from '@/lib/trusted-html';
import { EntryAuthors, EntryFacts, EntryImage, EntryTags } from './EntryCard';
import { EntryLinks } from './EntryLinks';
import { EXACT, entryParams, listParams } from './params';
import { RelatedEntries } from './RelatedEntries';
import { cls } from './styles';

/** A long post's table of contents: its h2 and h3, as links to their anchors. */
function Contents({ toc, language }: { toc: EntryBody['toc']; language: TextLanguage }) {
  const words = useMessages().sections;
  if (toc.length === 0) return null;
  return (
    <nav className={cls.toc} aria-label={words.contents} data-reveal>
      <h2 className={cls.tocHeading}>{words.contents}</h2>
      <ol className={cls.tocList} {...language}>
        {toc.map((item) => (
          <li key={item.id} {...{ [TOC_ATTRIBUTE]: item.depth }} className={item.depth === 3 ? cls.tocSub : undefined}>
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
      className={cls.neighbour}
      rel={rel}
    >
      <span className={cls.neighbourLabel}>{label}</span>
      <span dir="auto" {...entry.language}>
        {entry.title}
      </span>
    </Link>
  );
}

/** The entry page's body: authors, facts, its image, contents, the compiled Markdown, links, then its neighbours. */
export function EntryArticle({ page, entry, newer, older, related, body }: EntryPage & { body: EntryBody }) {
  const words = useMessages().sections;
  const key = `${entry.section}/${entry.slug}`;
  // An untranslated post shows the default language's body, contents included.
  const bodyLanguage = entry.languages.body;
  return (
    <article className={cls.article}>
      <div className={cls.meta} data-reveal>
        <EntryAuthors entry={entry} />
        <EntryFacts entry={entry} />
        <EntryTags entry={entry} />
      </div>
      <EntryImage entry={entry} loading="eager" />
      <Contents toc={body.toc} language={bodyLanguage} />
      <div
        className={cls.body}
        {...bodyLanguage}
        {...{ [BODY_ATTRIBUTE]: key }}
        // Compiled and sanitized at build time (scripts/content/markdown.ts); no raw HTML gets through.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is the build's own sanitized HTML
        dangerouslySetInnerHTML={{ __html: trustedHtml(body.html) }}
      />
      <EntryLinks links={entry.links} />
      <RelatedEntries entries={related} />
      <nav className={cls.neighbours} aria-label={words.neighbours}>
        <Neighbour entry={newer} label={words.newer} rel="prev" />
        <Neighbour entry={older} label={words.older} rel="next" />
        <Link
          to="/$section/{-$slug}/{-$page}"
          params={listParams(entry.section)}
          activeOptions={EXACT}
          className={cls.back}
        >
          {format(words.backTo, { section: page.heading })}
        </Link>
      </nav>
    </article>
  );
}
