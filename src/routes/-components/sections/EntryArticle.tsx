import { Link } from '@tanstack/react-router';
import { ChipList } from '@/components/Chip/Chip';
import { BODY_ATTRIBUTE, type EntryBody, TOC_ATTRIBUTE } from '@/content/section-body';
import type { EntryPage } from '@/content/sections';
import { useMessages } from '@/hooks/useMessages';
import { format } from '@/lib/message';
import { trustedHtml } from '@/lib/trusted-html';
import { EntryFacts, EntryImage } from './EntryCard';
import { EntryLinks } from './EntryLinks';
import { cls } from './styles';

/** A long post's table of contents: its h2 and h3, as links to their anchors. */
function Contents({ toc }: { toc: EntryBody['toc'] }) {
  const words = useMessages().sections;
  if (toc.length === 0) return null;
  return (
    <nav className={cls.toc} aria-label={words.contents} data-reveal>
      <h2 className={cls.tocHeading}>{words.contents}</h2>
      <ol className={cls.tocList}>
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
    <Link to="/$section/{-$slug}" params={entry} className={cls.neighbour} rel={rel}>
      <span className={cls.neighbourLabel}>{label}</span>
      <span dir="auto">{entry.title}</span>
    </Link>
  );
}

/** The entry page's body: facts, its image, contents, the compiled Markdown, links, then its neighbours. */
export function EntryArticle({ page, entry, newer, older, body }: EntryPage & { body: EntryBody }) {
  const words = useMessages().sections;
  const key = `${entry.section}/${entry.slug}`;
  return (
    <article className={cls.article}>
      <div className={cls.meta} data-reveal>
        <EntryFacts entry={entry} />
        {entry.tags.length ? <ChipList items={entry.tags} tone="outlined" label={words.tags} /> : null}
      </div>
      <EntryImage entry={entry} loading="eager" />
      <Contents toc={body.toc} />
      <div
        className={cls.body}
        {...{ [BODY_ATTRIBUTE]: key }}
        // Compiled and sanitized at build time (scripts/content/markdown.ts); no raw HTML gets through.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is the build's own sanitized HTML
        dangerouslySetInnerHTML={{ __html: trustedHtml(body.html) }}
      />
      <EntryLinks links={entry.links} />
      <nav className={cls.neighbours} aria-label={words.neighbours}>
        <Neighbour entry={newer} label={words.newer} rel="prev" />
        <Neighbour entry={older} label={words.older} rel="next" />
        <Link to="/$section/{-$slug}" params={{ section: entry.section }} className={cls.back}>
          {format(words.backTo, { section: page.heading })}
        </Link>
      </nav>
    </article>
  );
}
