import type { ReactNode } from 'react';
import * as styles from './PageLayout.css';

type PageLayoutProps = {
  heading: string;
  intro?: string | null;
  children: ReactNode;
};

/** A page: its one h1 (the focus target after navigation), an optional intro, then content. */
export function PageLayout({ heading, intro, children }: PageLayoutProps) {
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.heading} tabIndex={-1} data-page-heading>
          {heading}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}
