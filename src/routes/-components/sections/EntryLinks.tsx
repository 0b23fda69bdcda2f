import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import type { EntryLink } from '@/content/sections';
import { useMessages } from '@/hooks/useMessages';
import { LinkIcon } from './LinkIcon';
import * as styles from './shared.inline.css';

/** An entry's links, each with its kind's icon and word (or the owner's label). */
export function EntryLinks({ links }: { links: readonly EntryLink[] }) {
  const { sections: words, sectionLinks: kinds } = useMessages();
  if (links.length === 0) return null;
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
    </ul>
  );
}
