import { type ComponentPropsWithoutRef, useId } from 'react';
import type { TextLanguage } from '@/content/untranslated';
import { cn } from '@/lib/cn';
import * as styles from './Section.css';

type SectionProps = ComponentPropsWithoutRef<'section'> & {
  heading: string;
  /** The heading's language, when the page shows it in another for want of a translation. */
  headingLanguage?: TextLanguage;
  intro?: string;
};

/** A titled section of a page: an h2 that also names the region. */
export function Section({ heading, headingLanguage, intro, className, children, ...props }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn(styles.root, className)} {...props}>
      <h2 id={headingId} className={styles.heading} dir="auto" {...headingLanguage}>
        {heading}
      </h2>
      {intro ? (
        <p className={styles.intro} dir="auto">
          {intro}
        </p>
      ) : null}
      {children}
    </section>
  );
}
