import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card } from '@/components/Card/Card';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { InLanguage } from '@/components/InLanguage/InLanguage';
import { ResumeLink } from '@/components/ResumeLink/ResumeLink';
import { SocialIcon } from '@/components/SocialIcon/SocialIcon';
import type { ResumeLink as Resume } from '@/content/resume';
import type { ContactDetails as Details } from '@/content/site';
import type { SocialLinkEntry } from '@/content/social';
import { useMessages } from '@/hooks/useMessages';
import * as styles from './ContactDetails.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={styles.detail}>
      <span className={styles.detailIcon}>{icon}</span>
      <span className={styles.detailText}>
        <span className={styles.detailLabel}>{label}</span>
        <span className={styles.detailValue} dir="auto">
          {children}
        </span>
      </span>
    </li>
  );
}

/** The quick-contact card: email, phone, location and the résumé download. */
export function QuickContactCard({ details, resume }: { details: Details; resume: Resume }) {
  const titleId = useId();
  const words = useMessages().contact;
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.card} data-reveal>
      <h2 id={titleId} className={styles.cardTitle}>
        {words.detailsTitle}
      </h2>
      <ul className={styles.details}>
        <Detail icon={<Mail size={20} aria-hidden />} label={words.email}>
          <ExternalLink href={`mailto:${details.email}`} className={styles.link}>
            {details.email}
          </ExternalLink>
        </Detail>
        {details.phone ? (
          <Detail icon={<Phone size={20} aria-hidden />} label={words.phone}>
            <ExternalLink href={telHref(details.phone)} className={styles.link}>
              {details.phone}
            </ExternalLink>
          </Detail>
        ) : null}
        <Detail icon={<MapPin size={20} aria-hidden />} label={words.location}>
          <InLanguage language={details.languages.location}>{details.location}</InLanguage>
        </Detail>
      </ul>
      <ResumeLink link={resume} className={styles.resume} />
    </Card>
  );
}

/** The social link tiles: https links open in a new tab, the mailto one in place; none, no section. */
export function SocialTiles({ links }: { links: readonly SocialLinkEntry[] }) {
  const titleId = useId();
  const words = useMessages().contact;
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.social}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {words.social}
      </h2>
      <ul className={styles.tiles}>
        {links.map((link) => (
          <li key={link.slug} className={styles.tileCell} data-reveal>
            <ExternalLink href={link.url} className={styles.tile}>
              <span className={styles.tileIcon[link.color]}>
                <SocialIcon name={link.icon} size={22} />
              </span>
              <span className={styles.tileText}>
                <span className={styles.tileName} dir="auto" {...link.languages.name}>
                  {link.name}
                </span>
                <span className={styles.tileDescription} dir="auto" {...link.languages.description}>
                  {link.description}
                </span>
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The "Available for Opportunities" banner. */
export function AvailabilityBanner({ availability }: { availability: Details['availability'] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.banner} data-reveal>
      <span className={styles.pulse} aria-hidden />
      <div className={styles.bannerText}>
        <h2 id={titleId} className={styles.bannerTitle} dir="auto" {...availability.languages.title}>
          {availability.title}
        </h2>
        <p className={styles.bannerBody} dir="auto" {...availability.languages.text}>
          {availability.text}
        </p>
      </div>
    </section>
  );
}
