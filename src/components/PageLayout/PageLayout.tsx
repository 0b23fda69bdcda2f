import { type ReactNode, useRef } from 'react';
import { useEntryAnimation } from '@/hooks/useEntryAnimation';
import * as styles from './PageLayout.css';

type PageLayoutProps = {
  /** Words, or an element that names their language when not the page's (an untranslated title). */
  heading: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
};

/**
 * A page: its one h1 (the focus target after navigation), an optional intro, then content.
 * Elements marked `data-reveal` fade in, staggered, when the page is reached by navigation.
 */
export function PageLayout({ heading, intro, children }: PageLayoutProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEntryAnimation(ref);
  return (
    <div ref={ref} className={styles.root}>
      <header className={styles.header} data-reveal>
        <h1 className={styles.heading} tabIndex={-1} data-page-heading dir="auto">
          {heading}
        </h1>
        {intro ? (
          <p className={styles.intro} dir="auto">
            {intro}
          </p>
        ) : null}
      </header>
      {children}
    </div>
  );
}
