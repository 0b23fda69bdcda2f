import Mail from 'lucide-react/icons/mail';
import { ButtonLink } from '@/components/Button/Button';
import { ChipList } from '@/components/Chip/Chip';
import { InLanguage } from '@/components/InLanguage/InLanguage';
import { Portrait } from '@/components/Portrait/Portrait';
import { ResumeLink } from '@/components/ResumeLink/ResumeLink';
import { SocialIcon } from '@/components/SocialIcon/SocialIcon';
import type { Portrait as PortraitImage } from '@/content/images';
import type { ResumeLink as Resume } from '@/content/resume';
import type { HomeContent } from '@/content/site';
import * as styles from './Hero.css';

type HeroProps = { home: HomeContent; portrait: PortraitImage; resume: Resume };

/** The home page's first screen: who, what, where to reach them, and the portrait. */
export function Hero({ home, portrait, resume }: HeroProps) {
  const { languages } = home;
  return (
    <section className={styles.root}>
      <div className={styles.text}>
        <h1 className={styles.heading} tabIndex={-1} data-page-heading data-reveal dir="auto" {...languages.greeting}>
          {home.greeting}
        </h1>
        <p className={styles.title} data-reveal dir="auto" {...languages.title}>
          {home.title}
        </p>
        <p className={styles.intro} data-reveal dir="auto" {...languages.intro}>
          {home.intro}
        </p>
        <div data-reveal>
          <ChipList items={home.chips} className={styles.chips} language={languages.chips} />
        </div>
        <div className={styles.actions} data-reveal>
          <ButtonLink href={home.linkedin.url} className={styles.action}>
            <SocialIcon name="linkedin" />
            <InLanguage language={languages['linkedin.label']}>{home.linkedin.label}</InLanguage>
          </ButtonLink>
          <ButtonLink href={home.github.url} variant="outlined" className={styles.action}>
            <SocialIcon name="github" />
            <InLanguage language={languages['github.label']}>{home.github.label}</InLanguage>
          </ButtonLink>
          <ButtonLink href={`mailto:${home.email}`} variant="outlined" className={styles.action}>
            <Mail size={20} aria-hidden />
            {/* A phone too narrow for the address breaks it after the @, not inside the domain. */}
            <span>
              {home.email.slice(0, home.email.indexOf('@') + 1)}
              <wbr />
              {home.email.slice(home.email.indexOf('@') + 1)}
            </span>
          </ButtonLink>
          <ResumeLink link={resume} className={styles.action} />
        </div>
      </div>
      <div className={styles.portrait} data-reveal>
        <Portrait image={portrait} />
      </div>
    </section>
  );
}
