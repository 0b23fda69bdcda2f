import { allExperiences } from 'contentlayer/generated';
import { toPeriod } from './format';
import { getMessages } from './messages';
import { newestFirst } from './order';
import { languagesFor } from './untranslated';

/** The experience timeline, newest first. */
export function getExperience() {
  return [...allExperiences]
    .sort((a, b) => newestFirst(a.start, b.start))
    .map((entry) => ({
      slug: entry.slug,
      title: entry.title,
      company: entry.company,
      team: entry.team ?? null,
      client: entry.client ?? null,
      product: entry.product ?? null,
      period: toPeriod(entry.start, entry.end, getMessages().dates),
      location: entry.location,
      technologies: entry.technologies,
      summary: entry.summary ?? null,
      achievements: entry.achievements ?? [],
      languages: languagesFor(entry, [
        'title',
        'company',
        'team',
        'client',
        'location',
        'technologies',
        'summary',
        'achievements',
      ]),
    }));
}
export type ExperienceEntry = ReturnType<typeof getExperience>[number];
