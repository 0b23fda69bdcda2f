import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { getPageMeta } from '@/content/pages';
import { getProjectsWithFacts } from '@/content/project-facts';
import { ProjectCard } from './-components/projects/ProjectCard';
import * as styles from './-components/projects/Projects.css';

export const Route = createFileRoute('/projects')({
  loader: () => ({ page: getPageMeta('/projects'), projects: getProjectsWithFacts() }),
  component: ProjectsPage,
});

function ProjectsPage() {
  const { page, projects } = Route.useLoaderData();
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      <ul className={styles.list}>
        {projects.map((project) => (
          <li key={project.slug} data-reveal>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
