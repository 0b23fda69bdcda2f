import { Card } from '@/components/Card/Card';
import { Section } from '@/components/Section/Section';
import type { HomeContent } from '@/content/site';
import * as styles from './AboutCard.css';

type AboutCardProps = {
  heading: string;
  paragraphs: readonly string[];
  languages: Pick<HomeContent['languages'], 'aboutTitle' | 'about'>;
};

/** The About Me card: a titled section whose paragraphs sit on one paper surface. */
export function AboutCard({ heading, paragraphs, languages }: AboutCardProps) {
  return (
    <Section heading={heading} headingLanguage={languages.aboutTitle} className={styles.section} data-reveal>
      <Card className={styles.card}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph} dir="auto" {...languages.about}>
            {paragraph}
          </p>
        ))}
      </Card>
    </Section>
  );
}
