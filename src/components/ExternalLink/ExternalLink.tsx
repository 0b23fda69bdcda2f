import type { ComponentPropsWithoutRef } from 'react';
import { useMessages } from '@/hooks/useMessages';
import { visuallyHidden } from '@/styles/a11y.css';

type ExternalLinkProps = ComponentPropsWithoutRef<'a'> & { href: string };

const opensNewTab = (href: string) => /^https?:/i.test(href);

/**
 * A link off the site. Web links open in a new tab with `rel="noopener noreferrer"` and say so to
 * screen readers; `mailto:` and `tel:` links open the visitor's app in place.
 */
export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  const { links } = useMessages();
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
      <span className={visuallyHidden}> {links.newTab}</span>
    </a>
  );
}
