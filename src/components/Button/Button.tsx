import type { ComponentPropsWithoutRef } from 'react';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { cn } from '@/lib/cn';
import * as styles from './Button.css';

type Variant = keyof typeof styles.variant;

type ButtonProps = ComponentPropsWithoutRef<'button'> & { variant?: Variant };

/** A button in the theme's style: weight 600, padding 10px 24px, no uppercase. */
export function Button({ variant = 'contained', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(styles.variant[variant], className)} {...props} />;
}

type ButtonLinkProps = ComponentPropsWithoutRef<'a'> & { href: string; variant?: Variant };

/** A link that looks like a button; https links open in a new tab, mailto/tel stay in place. */
export function ButtonLink({ variant = 'contained', className, ...props }: ButtonLinkProps) {
  return <ExternalLink className={cn(styles.variant[variant], className)} {...props} />;
}
