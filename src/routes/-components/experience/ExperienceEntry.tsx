import Building2 from 'lucide-react/icons/building-complex';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CircleCheck from 'lucide-react/icons/circle-check';
import { Card } from '@/components/Card/Card';
import { ChipList } from '@/components/Chip/Chip';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { InLanguage } from '@/components/InLanguage/InLanguage';
import type { ExperienceEntry as Entry } from '@/content/experience';
import { useMessages } from '@/hooks/useMessages';
import { formatParts } from '@/lib/message-parts';
import * as styles from './ExperienceEntry.css';

/** The period as machine-readable dates: start and end, or "Present" while current. */
function PeriodDates({ period }: { period: Entry['period'] }) {
  const { dates } = useMessages();
  return (
    <p className={styles.period}>
      <CalendarDays size={16} aria-hidden />
      <span dir="auto">
        {formatParts(dates.period, {
          start: <time dateTime={period.start.iso}>{period.start.label}</time>,
          end: period.end ? <time dateTime={period.end.iso}>{period.end.label}</time> : dates.present,
        })}
      </span>
    </p>
  );
}

/** One role on the timeline: who (the company, and the team there), when, where, with what, and what came of it. */
export function ExperienceEntry({ entry }: { entry: Entry }) {
  const words = useMessages().experience;
  return (
    <Card as="article" className={styles.root}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h2 className={styles.title} dir="auto" {...entry.languages.title}>
            {entry.title}
          </h2>
          <p className={styles.company} dir="auto">
            <Building2 size={16} aria-hidden />
            <InLanguage language={entry.languages.company}>{entry.company}</InLanguage>
            {entry.team ? (
              <span dir="auto" {...entry.languages.team}>
                {' · '}
                {entry.team}
              </span>
            ) : null}
          </p>
        </div>
        <PeriodDates period={entry.period} />
      </header>
      {entry.summary ? (
        <p className={styles.summary} dir="auto" {...entry.languages.summary}>
          {entry.summary}
        </p>
      ) : null}
      <dl className={styles.facts}>
        {entry.client ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{words.client}</dt>
            <dd className={styles.factValue} dir="auto" {...entry.languages.client}>
              {entry.client}
            </dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{words.location}</dt>
          <dd className={styles.factValue} dir="auto" {...entry.languages.location}>
            {entry.location}
          </dd>
        </div>
        {entry.product ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{words.product}</dt>
            <dd className={styles.factValue}>
              <ExternalLink href={entry.product} className={styles.link}>
                {new URL(entry.product).host}
              </ExternalLink>
            </dd>
          </div>
        ) : null}
      </dl>
      <ChipList items={entry.technologies} label={words.technologies} language={entry.languages.technologies} />
      {entry.achievements.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{words.achievements}</h3>
          <ul className={styles.achievements}>
            {entry.achievements.map((achievement) => (
              <li key={achievement} className={styles.achievement}>
                <CircleCheck size={18} className={styles.check} aria-hidden />
                <span dir="auto" {...entry.languages.achievements}>
                  {achievement}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
