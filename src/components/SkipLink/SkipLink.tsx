import * as styles from './SkipLink.css';

/** The first focusable element: jumps past the top bar to the page content. */
export function SkipLink() {
  return (
    <a className={styles.root} href="#main">
      Skip to main content
    </a>
  );
}
