import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { getPageMeta } from '@/content/pages';
import { getProjects } from '@/content/projects';

export const Route = createFileRoute('/projects')({
  loader: () => ({ page: getPageMeta('/projects'), projects: getProjects() }),
  component: ProjectsPage,
});

function ProjectsPage() {
  const { page, projects } = Route.useLoaderData();
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      {projects.map((project) => (
        <article key={project.slug}>
          <h2>{project.title}</h2>
          <p>{project.description}</p>
          <p>{project.category}</p>
        </article>
      ))}
    </PageLayout>
  );
}
