import facts from 'virtual:github-facts';
import { allProjects } from 'contentlayer/generated';
import { factsLabel, githubRepo } from './github';

/** The repository's facts as the build fetched them, as one line of text; null when there are none. */
function repoFacts(url: string) {
  const found = facts[githubRepo(url) ?? ''];
  return found ? { label: factsLabel(found), archived: found.archived } : null;
}

/** The personal projects, in their content order, with their repositories' facts. */
export function getProjects() {
  return [...allProjects]
    .sort((a, b) => a.order - b.order)
    .map((project) => ({
      slug: project.slug,
      title: project.title,
      description: project.description,
      features: project.features,
      techStack: project.techStack,
      github: project.github,
      demo: project.demo ?? null,
      icon: project.icon,
      category: project.category,
      facts: repoFacts(project.github),
    }));
}
export type ProjectEntry = ReturnType<typeof getProjects>[number];
