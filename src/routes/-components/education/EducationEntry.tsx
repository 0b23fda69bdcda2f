import Award from 'lucide-react/icons/award';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CircleCheck from 'lucide-react/icons/circle-check';
import Globe from 'lucide-react/icons/globe';
import MapPin from 'lucide-react/icons/map-pin';
import { useId } from 'react';
import { Card } from '@/components/Card/Card';
import * as chipStyles from '@/components/Chip/Chip.css';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { ProgressBar } from '@/components/ProgressBar/ProgressBar';
import type { EducationEntry as Entry } from '@/content/education';
import { useMessages } from '@/hooks/useMessages';
import { format } from '@/lib/message';
import { formatParts } from '@/lib/message-parts';
import * as styles from './EducationEntry.css';

const hostname = (url: string) => new URL(url).hostname;

/** One degree on the timeline; a progress bar only while it is under way. */
export function EducationEntry({ entry }: { entry: Entry }) {
  const titleId = useId();
  const { dates, education: words } = useMessages();
  const { period } = entry;
  return (
    <Card as="article" aria-labelledby={titleId} className={styles.root}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.degree} dir="auto" {...entry.languages.degree}>
          {entry.degree}
        </h2>
        <span className={chipStyles.tone[entry.color]}>{format(words.level, { level: entry.level })}</span>
      </div>
      <p className={styles.institution[entry.color]} dir="auto" {...entry.languages.institution}>
        {entry.institution}
      </p>
      <ul className={styles.facts}>
        <li className={styles.fact}>
          <CalendarDays size={16} aria-hidden className={styles.factIcon} />
          <span dir="auto">
            {formatParts(dates.period, {
              start: <time dateTime={period.start.iso}>{period.start.label}</time>,
              end: period.end ? <time dateTime={period.end.iso}>{period.end.label}</time> : dates.present,
            })}
          </span>
        </li>
        <li className={styles.fact}>
          <MapPin size={16} aria-hidden className={styles.factIcon} />
          <span dir="auto" {...entry.languages.location}>
            {entry.location}
          </span>
        </li>
        {entry.score ? (
          <li className={styles.fact}>
            <Award size={16} aria-hidden className={styles.factIcon} />
            <span dir="auto" {...entry.languages.score}>
              {format(words.score, { score: entry.score })}
            </span>
          </li>
        ) : null}
        <li className={styles.fact}>
          <Globe size={16} aria-hidden className={styles.factIcon} />
          <ExternalLink href={entry.website} className={styles.link}>
            {hostname(entry.website)}
          </ExternalLink>
        </li>
      </ul>
      {entry.progress < 100 ? (
        <ProgressBar label={words.progress} value={entry.progress} tone={entry.color} className={styles.progress} />
      ) : null}
      {entry.highlights.length > 0 ? (
        <ul className={styles.highlights} aria-label={words.highlights}>
          {entry.highlights.map((highlight) => (
            <li key={highlight} className={styles.highlight}>
              <CircleCheck size={18} aria-hidden className={styles.highlightIcon[entry.color]} />
              <span dir="auto" {...entry.languages.highlights}>
                {highlight}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
