import type { EntryCard } from '@/content/sections';
import { useSectionWords } from '@/hooks/useSectionWords';
import { EntryFacts, Title } from './EntryCard';
import * as entry from './entry.inline.css';
import * as shared from './shared.inline.css';

/** One entry in a short list: its title, leading where the card's would, and when and where. */
export function EntryRow({ entry }: { entry: EntryCard }) {
  return (
    <article className={shared.row}>
      <h3 className={shared.rowTitle} dir="auto" {...entry.languages.title}>
        <Title entry={entry} />
      </h3>
      <EntryFacts entry={entry} />
    </article>
  );
}

/**
 * Under a post: up to three entries that share its topics, most shared first; nothing when none
 * does. Drawn as the contents box is, so a post carries no rules of its own for it.
 */
export function RelatedEntries({ entries }: { entries: readonly EntryCard[] }) {
  const words = useSectionWords().topics;
  if (entries.length === 0) return null;
  return (
    <section className={entry.toc} aria-labelledby="sx-related">
      <h2 id="sx-related" className={entry.tocHeading}>
        {words.related}
      </h2>
      <ul className={entry.tocList}>
        {entries.map((entry) => (
          <li key={`${entry.section}/${entry.slug}`}>
            <span dir="auto" {...entry.languages.title}>
              <Title entry={entry} />
            </span>
            <EntryFacts entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
