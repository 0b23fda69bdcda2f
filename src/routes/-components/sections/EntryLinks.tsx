import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import type { EntryCard, EntryLink } from '@/content/sections';
import { useSectionWords } from '@/hooks/useSectionWords';
import { CiteActions } from './CiteActions';
import { LinkIcon } from './LinkIcon';
import * as styles from './shared.inline.css';

/** An entry's links, each with its kind's icon and word (or the owner's label), then its Cite action. */
export function EntryLinks({ links, cite = null }: { links: readonly EntryLink[]; cite?: EntryCard['cite'] }) {
  const { sections: words, sectionLinks: kinds } = useSectionWords();
  if (links.length === 0 && !cite) return null;
  return (
    <ul className={styles.links} aria-label={words.links}>
      {links.map((link) => (
        <li key={`${link.kind} ${link.url}`}>
          <ExternalLink href={link.url} className={styles.link}>
            <LinkIcon kind={link.kind} />
            <span dir="auto" {...link.language}>
              {link.label ?? kinds[link.kind]}
            </span>
          </ExternalLink>
        </li>
      ))}
      {cite ? <CiteActions cite={cite} /> : null}
    </ul>
  );
}
