import { allProjects } from 'contentlayer/generated';
import { toPeriod } from './format';
import { factsLabel, githubRepo, type RepoFacts } from './github';
import { getMessages } from './messages';
import { languagesFor } from './untranslated';

type FactsByRepo = Readonly<Record<string, RepoFacts>>;

/** The repository's facts as the build fetched them, as one line of text; null when there are none. */
function repoFacts(facts: FactsByRepo, url: string) {
  const found = Object.hasOwn(facts, githubRepo(url) ?? '') ? facts[githubRepo(url) ?? ''] : undefined;
  return found ? { label: factsLabel(found, getMessages()), archived: found.archived } : null;
}

/**
 * The personal projects, in their content order, with their repositories' facts when given (the
 * projects page passes the build's; Node-side readers such as the résumé need none).
 */
export function getProjects(facts: FactsByRepo = {}) {
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
      period: project.start ? toPeriod(project.start, project.end, getMessages().dates) : null,
      roles: project.roles ?? [],
      facts: repoFacts(facts, project.github),
      languages: languagesFor(project, ['title', 'description', 'features', 'techStack', 'category', 'roles']),
    }));
}
export type ProjectEntry = ReturnType<typeof getProjects>[number];
