import type { ReactNode } from 'react';
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
};

/** A wrapped list of chips, e.g. technologies; each item is one chip. */
export function ChipList({ items, tone = 'primary', label, className }: ChipListProps) {
  const chipClass = tone === 'outlined' ? styles.outlined : styles.tone[tone];
  return (
    <ul className={cn(styles.list, className)} aria-label={label}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: chips are static content and may repeat text
        <li key={index} className={chipClass} dir="auto">
          {item}
        </li>
      ))}
    </ul>
  );
}
