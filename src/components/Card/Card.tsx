import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { cn } from '@/lib/cn';
import * as styles from './Card.css';

type CardProps<T extends ElementType> = { as?: T } & ComponentPropsWithoutRef<T>;

/** A paper surface with the theme's radius and shadow that lifts slightly on hover. */
export function Card<T extends ElementType = 'div'>({ as, className, ...props }: CardProps<T>) {
  const Element: ElementType = as ?? 'div';
  return <Element className={cn(styles.root, className)} {...props} />;
}
