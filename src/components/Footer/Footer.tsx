import { Link } from '@tanstack/react-router';
import { InLanguage } from '@/components/InLanguage/InLanguage';
import type { NavItem } from '@/content/pages';
import type { TextLanguage } from '@/content/untranslated';
import { useMessages } from '@/hooks/useMessages';
import { formatParts } from '@/lib/message-parts';
import * as styles from './Footer.css';

type FooterProps = { ownerName: string; ownerLanguage?: TextLanguage; items: NavItem[] };

/** The page footer; its links also serve phone visitors whose menu button has no JavaScript. */
export function Footer({ ownerName, ownerLanguage, items }: FooterProps) {
  const { nav } = useMessages();
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <p dir="auto">
          {formatParts(nav.copyright, { name: <InLanguage language={ownerLanguage}>{ownerName}</InLanguage> })}
        </p>
        <nav aria-label={nav.footer}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.path}>
                <Link to={item.path} className={styles.link} dir="auto" {...item.language}>
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
