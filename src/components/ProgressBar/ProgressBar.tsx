import { useId } from 'react';
import type { TextLanguage } from '@/content/untranslated';
import { cn } from '@/lib/cn';
import type { ColorRole } from '@/styles/roles';
import * as styles from './ProgressBar.css';

type ProgressBarProps = {
  label: string;
  /** Whole percent, 0-100 (content checks enforce it). */
  value: number;
  tone?: ColorRole;
  className?: string;
  /** The label's language, when not the page's (shown for want of a translation). */
  labelLanguage?: TextLanguage;
};

/** A named percentage bar that assistive technology reads as a progress bar with its value. */
export function ProgressBar({ label, value, tone = 'primary', className, labelLanguage }: ProgressBarProps) {
  const labelId = useId();
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={cn(styles.root, className)}>
      <div className={styles.header}>
        <span id={labelId} dir="auto" {...labelLanguage}>
          {label}
        </span>
        <span className={styles.value} aria-hidden>
          {percent}%
        </span>
      </div>
      {/* An SVG rect takes its width as an attribute: no inline style for the CSP, no class per value. */}
      <svg
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        focusable="false"
        data-flip
      >
        <rect className={styles.tone[tone]} width={`${percent}%`} height="100%" />
      </svg>
    </div>
  );
}
