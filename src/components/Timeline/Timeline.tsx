import type { ReactNode } from 'react';
import type { ColorRole } from '@/styles/roles';
import * as styles from './Timeline.css';

type TimelineProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  getTone?: (item: T) => ColorRole;
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
};

/** A vertical timeline: an ordered list with a connecting line and a dot per entry. */
export function Timeline<T>({ items, getKey, getTone, renderItem, label }: TimelineProps<T>) {
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map((item, index) => (
        <li key={getKey(item)} className={styles.item} data-reveal>
          <span className={styles.dot[getTone?.(item) ?? 'primary']} aria-hidden />
          {renderItem(item, index)}
        </li>
      ))}
    </ol>
  );
}
