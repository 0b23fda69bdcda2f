import type { ComponentPropsWithoutRef } from 'react';
import { visuallyHidden } from '@/styles/a11y.css';

type ExternalLinkProps = ComponentPropsWithoutRef<'a'> & { href: string };

const opensNewTab = (href: string) => /^https?:/i.test(href);

/**
 * A link off the site. Web links open in a new tab with `rel="noopener noreferrer"` and say so to
 * screen readers; `mailto:` and `tel:` links open the visitor's app in place.
 */
export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  if (!opensNewTab(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
