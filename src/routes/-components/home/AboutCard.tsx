import { Card } from '@/components/Card/Card';
import { Section } from '@/components/Section/Section';
import * as styles from './AboutCard.css';

type AboutCardProps = { heading: string; paragraphs: readonly string[] };

/** The About Me card: a titled section whose paragraphs sit on one paper surface. */
export function AboutCard({ heading, paragraphs }: AboutCardProps) {
  return (
    <Section heading={heading} className={styles.section} data-reveal>
      <Card className={styles.card}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph} dir="auto">
            {paragraph}
          </p>
        ))}
      </Card>
    </Section>
  );
}
