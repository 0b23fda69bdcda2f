import { Link } from '@tanstack/react-router';
import type { NavItem } from '@/content/pages';
import { useMessages } from '@/hooks/useMessages';
import { format } from '@/lib/message';
import * as styles from './Footer.css';

type FooterProps = { ownerName: string; items: NavItem[] };

/** The page footer; its links also serve phone visitors whose menu button has no JavaScript. */
export function Footer({ ownerName, items }: FooterProps) {
  const { nav } = useMessages();
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <p dir="auto">{format(nav.copyright, { name: ownerName })}</p>
        <nav aria-label={nav.footer}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.path}>
                <Link to={item.path} className={styles.link} dir="auto">
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
