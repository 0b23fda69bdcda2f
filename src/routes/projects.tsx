import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { getPageMeta } from '@/content/pages';
import { getProjectsWithFacts } from '@/content/project-facts';
import { ProjectList } from './-components/projects/ProjectList';

export const Route = createFileRoute('/projects')({
  loader: () => ({ page: getPageMeta('/projects'), projects: getProjectsWithFacts() }),
  component: ProjectsPage,
});

function ProjectsPage() {
  const { page, projects } = Route.useLoaderData();
  return (
    <PageLayout heading={page.heading} intro={page.intro} languages={page.languages}>
      <ProjectList projects={projects} empty={page.empty} emptyLanguage={page.languages.empty} />
    </PageLayout>
  );
}
