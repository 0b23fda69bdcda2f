import { useId } from 'react';
import { Card } from '@/components/Card/Card';
import { Icon } from '@/components/Icon/Icon';
import { ProgressBar } from '@/components/ProgressBar/ProgressBar';
import type { SkillCategoryEntry } from '@/content/skills';
import * as styles from './SkillCategoryCard.css';

/** One skill category: its icon and title in the category colour, then a bar per skill. */
export function SkillCategoryCard({ category }: { category: SkillCategoryEntry }) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} className={styles.root} data-reveal>
      <div className={styles.header}>
        <span className={styles.badge[category.color]}>
          <Icon name={category.icon} size={24} />
        </span>
        <h2 id={titleId} className={styles.title[category.color]} dir="auto" {...category.language}>
          {category.title}
        </h2>
      </div>
      <ul className={styles.skills}>
        {category.skills.map((skill) => (
          <li key={skill.name}>
            <ProgressBar label={skill.name} labelLanguage={skill.language} value={skill.level} tone={category.color} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
