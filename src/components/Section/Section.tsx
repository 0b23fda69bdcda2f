import { type ComponentPropsWithoutRef, useId } from 'react';
import { cn } from '@/lib/cn';
import * as styles from './Section.css';

type SectionProps = ComponentPropsWithoutRef<'section'> & { heading: string; intro?: string };

/** A titled section of a page: an h2 that also names the region. */
export function Section({ heading, intro, className, children, ...props }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn(styles.root, className)} {...props}>
      <h2 id={headingId} className={styles.heading} dir="auto">
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
