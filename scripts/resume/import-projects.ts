/** JSON Resume's projects as project cards: their links, dates and roles, and stand-ins where the card needs more. */
import { FOLDER_LIMITS } from '../content/check/folder-limits';
import { STAND_IN_URL, standInText } from '../content/check/import-stand-ins';
import { type Json, list, type SectionHelpers, slugger, str } from './import-helpers';

/** A date as a real day, a year or month alone written as its 1st and marked (import-sections.ts). */
type Day = (value: unknown, where: string, file: string, field: string) => string | undefined;

const named = (item: Json) => str(item.name) ?? 'unnamed';

export function mapProjects(resume: Json, { write, stand, clean, unmapped }: SectionHelpers, day: Day): void {
  const projectSlug = slugger();
  clean.capped(list(resume.projects), 'projects', FOLDER_LIMITS.projects, named).forEach((project, index) => {
    const where = `projects[${index}]`;
    const title = clean.label(project.name, `${where}.name`) ?? standInText('project name');
    const file = `projects/${projectSlug(title)}.yaml`;
    const url = clean.https(project.url, `${where}.url`);
    const features = clean.paragraphs(project.highlights, `${where}.highlights`);
    const keywords = clean.labels(project.keywords, `${where}.keywords`);
    // The site's résumé writes the code's address as `repository` when `url` is the demo's.
    const code = clean.https(project.repository, `${where}.repository`);
    const repository =
      code ?? (url && /^https:\/\/(www\.)?(github\.com|gitlab\.com|codeberg\.org)\//.test(url) ? url : undefined);
    const start = day(project.startDate, `${where}.startDate`, file, 'start');
    const end = day(project.endDate, `${where}.endDate`, file, 'end');
    const roles = clean.labels(project.roles, `${where}.roles`);
    if (start && end && end < start) unmapped.push(`${where}.endDate: before its startDate, so it was left out`);
    write(file, {
      title,
      description:
        clean.paragraph(project.description, `${where}.description`) ??
        stand(file, 'description', standInText('what it does'), `${where}.description is missing`),
      features:
        features.length > 0
          ? features
          : stand(file, 'features', [standInText('a key feature')], `${where} has no highlights`),
      techStack:
        keywords.length > 0
          ? keywords
          : stand(file, 'techStack', [standInText('technologies')], `${where} lists no keywords`),
      github: repository ?? stand(file, 'github', STAND_IN_URL, `${where} has no repository address`),
      ...(url && url !== repository ? { demo: url } : {}),
      icon: 'code',
      category:
        clean.label(project.type, `${where}.type`) ??
        clean.label(project.entity, `${where}.entity`) ??
        stand(file, 'category', standInText('category'), `${where} has no type`),
      ...(start ? { start } : {}),
      ...(start && end && end >= start ? { end } : {}),
      ...(roles.length > 0 ? { roles } : {}),
      order: index + 1,
    });
  });
}
