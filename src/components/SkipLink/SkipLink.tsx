import { useMessages } from '@/hooks/useMessages';
import * as styles from './SkipLink.css';

/** The first focusable element: jumps past the top bar to the page content. */
export function SkipLink() {
  const { skipLink } = useMessages();
  return (
    <a className={styles.root} href="#main">
      {skipLink.label}
    </a>
  );
}
