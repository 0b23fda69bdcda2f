import type { ReactNode } from 'react';
import type { TextLanguage } from '@/content/untranslated';
import { cn } from '@/lib/cn';
import type { ColorRole } from '@/styles/roles';
import * as styles from './Chip.css';

type Tone = ColorRole | 'outlined';

type ChipListProps = {
  items: readonly ReactNode[];
  tone?: Tone;
  /** Names the list for assistive technology, e.g. "Technologies". */
  label?: string;
  className?: string;
  /** The items' language, when not the page's (shown for want of a translation). */
  language?: TextLanguage;
};

/** A wrapped list of chips, e.g. technologies; each item is one chip. */
export function ChipList({ items, tone = 'primary', label, className, language }: ChipListProps) {
  const chipClass = tone === 'outlined' ? styles.outlined : styles.tone[tone];
  return (
    <ul className={cn(styles.list, className)} aria-label={label}>
      {items.map((item, index) => (
        // Each chip reads in its own direction already (dir="auto"): only the language is named.
        // biome-ignore lint/suspicious/noArrayIndexKey: chips are static content and may repeat text
        <li key={index} className={chipClass} dir="auto" lang={language?.lang}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** One chip on its own, e.g. a status ("Draft"), in a paragraph of its own so it keeps its width. */
export function Chip({ children, tone = 'primary' }: { children: ReactNode; tone?: ColorRole }) {
  return (
    <p>
      <span className={styles.tone[tone]}>{children}</span>
    </p>
  );
}
