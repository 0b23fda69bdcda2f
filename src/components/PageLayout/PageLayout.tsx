import { type ReactNode, useRef } from 'react';
import type { TextLanguage } from '@/content/untranslated';
import { useEntryAnimation } from '@/hooks/useEntryAnimation';
import * as styles from './PageLayout.css';

type PageLayoutProps = {
  heading: ReactNode;
  intro?: ReactNode;
  /** The heading's and intro's language, when the page shows them in another for want of a translation. */
  languages?: { heading?: TextLanguage; intro?: TextLanguage };
  children: ReactNode;
};

/**
 * A page: its one h1 (the focus target after navigation), an optional intro, then content.
 * Elements marked `data-reveal` fade in, staggered, when the page is reached by navigation.
 */
export function PageLayout({ heading, intro, languages, children }: PageLayoutProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEntryAnimation(ref);
  return (
    <div ref={ref} className={styles.root}>
      <header className={styles.header} data-reveal>
        <h1 className={styles.heading} tabIndex={-1} data-page-heading dir="auto" {...languages?.heading}>
          {heading}
        </h1>
        {intro ? (
          <p className={styles.intro} dir="auto" {...languages?.intro}>
            {intro}
          </p>
        ) : null}
      </header>
      {children}
    </div>
  );
}
