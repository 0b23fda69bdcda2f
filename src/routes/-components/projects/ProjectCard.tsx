import CircleCheck from 'lucide-react/icons/circle-check';
import SquareArrowOutUpRight from 'lucide-react/icons/square-arrow-up-right-exit';
import { ButtonLink } from '@/components/Button/Button';
import { Card } from '@/components/Card/Card';
import { ChipList } from '@/components/Chip/Chip';
import { Icon } from '@/components/Icon/Icon';
import { SocialIcon } from '@/components/SocialIcon/SocialIcon';
import type { ProjectEntry } from '@/content/projects';
import { useMessages } from '@/hooks/useMessages';
import { format } from '@/lib/message';
import { formatParts } from '@/lib/message-parts';
import * as styles from './ProjectCard.css';

/** One personal project: what it is, what it does, what it is made of, where to see it, how alive it is. */
export function ProjectCard({ project }: { project: ProjectEntry }) {
  const { projects: words, dates } = useMessages();
  return (
    <Card as="article" className={styles.root}>
      <div className={styles.main}>
        <h2 className={styles.title} dir="auto" {...project.languages.title}>
          {project.title}
        </h2>
        <p className={styles.description} dir="auto" {...project.languages.description}>
          {project.description}
        </p>
        <h3 className={styles.subheading}>{words.features}</h3>
        <ul className={styles.features}>
          {project.features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <CircleCheck size={18} className={styles.check} aria-hidden />
              <span dir="auto" {...project.languages.features}>
                {feature}
              </span>
            </li>
          ))}
        </ul>
        <h3 className={styles.subheading}>{words.technologies}</h3>
        <ChipList items={project.techStack} label={words.technologies} language={project.languages.techStack} />
        <div className={styles.actions}>
          <ButtonLink href={project.github} variant="outlined">
            <SocialIcon name="github" />
            {words.code}
          </ButtonLink>
          {project.demo ? (
            <ButtonLink href={project.demo}>
              <SquareArrowOutUpRight size={18} aria-hidden data-flip />
              {words.demo}
            </ButtonLink>
          ) : null}
        </div>
      </div>
      <div className={styles.panel}>
        <span className={styles.panelIcon}>
          <Icon name={project.icon} size={32} />
        </span>
        <div>
          <p className={styles.panelLabel}>{words.category}</p>
          <p className={styles.panelValue} dir="auto" {...project.languages.category}>
            {project.category}
          </p>
          {project.period ? (
            <>
              <p className={styles.panelLabel}>{words.period}</p>
              <p className={styles.panelValue} dir="auto">
                {formatParts(dates.period, {
                  start: <time dateTime={project.period.start.iso}>{project.period.start.label}</time>,
                  end: project.period.end ? (
                    <time dateTime={project.period.end.iso}>{project.period.end.label}</time>
                  ) : (
                    dates.present
                  ),
                })}
              </p>
            </>
          ) : null}
          {project.roles.length > 0 ? (
            <>
              <p className={styles.panelLabel}>{words.roles}</p>
              <p className={styles.panelValue} dir="auto" {...project.languages.roles}>
                {project.roles.join(', ')}
              </p>
            </>
          ) : null}
          {project.facts ? (
            <>
              <p className={styles.panelLabel}>{words.repository}</p>
              <p className={styles.panelValue}>
                {project.facts.archived ? format(words.archived, { facts: project.facts.label }) : project.facts.label}
              </p>
            </>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
