import type { EntryCard } from '@/content/sections';
import { useMessages } from '@/hooks/useMessages';
import { EntryFacts, Title } from './EntryCard';
import { cls } from './styles';

/** One entry in a short list: its title, leading where the card's would, and when and where. */
export function EntryRow({ entry }: { entry: EntryCard }) {
  return (
    <article className={cls.row}>
      <h3 className={cls.rowTitle} dir="auto" {...entry.languages.title}>
        <Title entry={entry} />
      </h3>
      <EntryFacts entry={entry} />
    </article>
  );
}

/** Under a post: up to three entries that share its topics, most shared first; nothing when none does. */
export function RelatedEntries({ entries }: { entries: readonly EntryCard[] }) {
  const words = useMessages().topics;
  if (entries.length === 0) return null;
  return (
    <section className={cls.related} aria-labelledby="sx-related">
      <h2 id="sx-related" className={cls.relatedHeading}>
        {words.related}
      </h2>
      <ul className={cls.rows}>
        {entries.map((entry) => (
          <li key={`${entry.section}/${entry.slug}`}>
            <EntryRow entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
