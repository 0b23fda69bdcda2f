import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { getPageMeta } from '@/content/pages';
import { getProjects } from '@/content/projects';
import { ProjectCard } from './-components/projects/ProjectCard';
import * as styles from './-components/projects/Projects.css';

export const Route = createFileRoute('/projects')({
  loader: () => ({ page: getPageMeta('/projects'), projects: getProjects() }),
  component: ProjectsPage,
});

function ProjectsPage() {
  const { page, projects } = Route.useLoaderData();
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      {projects.length > 0 ? (
        <ul className={styles.list}>
          {projects.map((project) => (
            <li key={project.slug} data-reveal>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : page.empty ? (
        <p className={styles.empty} dir="auto">
          {page.empty}
        </p>
      ) : null}
    </PageLayout>
  );
}
