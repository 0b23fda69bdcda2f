import { allEducation } from 'contentlayer/generated';
import { toPeriod } from './format';
import { getMessages } from './messages';
import { newestFirst } from './order';
import { languagesFor } from './untranslated';

/** The education timeline, newest first. */
export function getEducation() {
  return [...allEducation]
    .sort((a, b) => newestFirst(a.start, b.start))
    .map((entry) => ({
      slug: entry.slug,
      degree: entry.degree,
      institution: entry.institution,
      period: toPeriod(entry.start, entry.end, getMessages().dates),
      location: entry.location,
      level: entry.level,
      website: entry.website,
      progress: entry.progress,
      score: entry.score ?? null,
      highlights: entry.highlights ?? [],
      color: entry.color,
      languages: languagesFor(entry, ['degree', 'institution', 'location', 'score', 'highlights']),
    }));
}
export type EducationEntry = ReturnType<typeof getEducation>[number];
