import { useId } from 'react';
import type { ColorRole } from '@/styles/roles';
import * as styles from './ProgressBar.css';

type ProgressBarProps = {
  label: string;
  /** Whole percent, 0-100 (content checks enforce it). */
  value: number;
  tone?: ColorRole;
  className?: string;
};

/** A named percentage bar that assistive technology reads as a progress bar with its value. */
export function ProgressBar({ label, value, tone = 'primary', className }: ProgressBarProps) {
  const labelId = useId();
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <div className={styles.header}>
        <span id={labelId}>{label}</span>
        <span className={styles.value} aria-hidden>
          {percent}%
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className={`${styles.tone[tone]} ${styles.width[percent]}`} />
      </div>
    </div>
  );
}
