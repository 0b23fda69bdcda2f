import * as buttonStyles from '@/components/Button/Button.css';
import { InLanguage } from '@/components/InLanguage/InLanguage';
import type { ResumeLink as Link } from '@/content/resume';
import { cn } from '@/lib/cn';
import * as styles from './ResumeLink.css';

/** The résumé download: a plain link to the built PDF, saying its format and size up front. */
export function ResumeLink({ link, className }: { link: Link; className?: string }) {
  return (
    <a
      href={link.href}
      download={link.href.split('/').pop()}
      className={cn(buttonStyles.variant.outlined, styles.root, className)}
    >
      <InLanguage language={link.language}>{link.label}</InLanguage>{' '}
      <span className={styles.details}>{`(${link.details})`}</span>
    </a>
  );
}
