import CalendarDays from 'lucide-react/icons/calendar-days';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import { useId } from 'react';
import { ButtonLink } from '@/components/Button/Button';
import { Card } from '@/components/Card/Card';
import { ChipList } from '@/components/Chip/Chip';
import { Icon } from '@/components/Icon/Icon';
import { Section } from '@/components/Section/Section';
import type { CertificationEntry } from '@/content/certifications';
import { useMessages } from '@/hooks/useMessages';
import { formatParts } from '@/lib/message-parts';
import * as styles from './CertificationCard.css';

type CertificationCardProps = {
  certification: CertificationEntry;
  /** Text of the credential link, e.g. "Verify credential"; the link shows only with a URL. */
  credentialLabel: string;
};

/** A certificate: icon, title, provider, year, skills, and its credential link when it has one. */
function CertificationCard({ certification, credentialLabel }: CertificationCardProps) {
  const titleId = useId();
  const words = useMessages().certification;
  const { title, provider, date, credentialUrl, icon, color, skills, languages } = certification;
  return (
    <Card as="article" aria-labelledby={titleId} className={styles.root} data-reveal>
      <div className={styles.header}>
        <span className={styles.badge[color]}>
          <Icon name={icon} size={24} />
        </span>
        <div className={styles.heading}>
          <h3 id={titleId} className={styles.title} dir="auto" {...languages.title}>
            {title}
          </h3>
          <p className={styles.provider} dir="auto" {...languages.provider}>
            {provider}
          </p>
        </div>
      </div>
      <p className={styles.date}>
        <CalendarDays size={16} aria-hidden />
        <span dir="auto">{formatParts(words.issued, { date: <time dateTime={date.iso}>{date.label}</time> })}</span>
      </p>
      <ChipList items={skills} tone={color} label={words.skills} language={languages.skills} />
      {credentialUrl ? (
        <ButtonLink href={credentialUrl} variant="outlined" className={styles.action}>
          {credentialLabel}
          <ExternalLinkIcon size={16} aria-hidden data-flip />
        </ButtonLink>
      ) : null}
    </Card>
  );
}

type CertificationListProps = { certifications: readonly CertificationEntry[]; credentialLabel: string };

/** Certificate cards in a responsive grid. */
function CertificationList({ certifications, credentialLabel }: CertificationListProps) {
  return (
    <ul className={styles.grid}>
      {certifications.map((certification) => (
        <li key={certification.slug} className={styles.cell}>
          <CertificationCard certification={certification} credentialLabel={credentialLabel} />
        </li>
      ))}
    </ul>
  );
}

type CertificationSectionProps = CertificationListProps & { heading: string };

/** A titled section of certificate cards; an owner with none gets no section at all. */
export function CertificationSection({ heading, certifications, credentialLabel }: CertificationSectionProps) {
  if (certifications.length === 0) return null;
  return (
    <Section heading={heading}>
      <CertificationList certifications={certifications} credentialLabel={credentialLabel} />
    </Section>
  );
}
