import { allProjects } from 'contentlayer/generated';

/** The personal projects, in their content order. */
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
    }));
}
export type ProjectEntry = ReturnType<typeof getProjects>[number];
