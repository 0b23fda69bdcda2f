import type { ProjectEntry } from '@/content/projects';
import type { TextLanguage } from '@/content/untranslated';
import { ProjectCard } from './ProjectCard';
import * as styles from './Projects.css';

type ProjectListProps = { projects: readonly ProjectEntry[]; empty: string | null; emptyLanguage?: TextLanguage };

/** The project cards; with none, the page's own `empty` sentence instead of an empty list. */
export function ProjectList({ projects, empty, emptyLanguage }: ProjectListProps) {
  if (projects.length === 0)
    return empty ? (
      <p className={styles.empty} dir="auto" {...emptyLanguage}>
        {empty}
      </p>
    ) : null;
  return (
    <ul className={styles.list}>
      {projects.map((project) => (
        <li key={project.slug} data-reveal>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}
