/** The JSON Resume sections that become folders of content/: work, projects, skills, education, certificates. */

import en from '../../src/messages/en.json' with { type: 'json' };
import { FOLDER_LIMITS } from '../content/check/folder-limits';
import { STAND_IN_URL, standInText } from '../content/check/import-stand-ins';
import { isRecord } from '../record';
import {
  color,
  EQF,
  type Json,
  LEVELS,
  list,
  own,
  SECTIONS,
  type SectionHelpers,
  slugger,
  str,
  today,
} from './import-helpers';
import { isOwnList } from './import-lists';
import { mapProjects } from './import-projects';

/** "Client: Acme" as the exporter writes a role's client into its description (the résumé's English words). */
const CLIENT = new RegExp(`^${en.resume.client.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{client}', '(.+)')}$`);

/** Maps the sections; returns the fields it read for some items only (a description naming a client). */
export function mapSections(resume: Json, helpers: SectionHelpers): string[] {
  const { write, stand, clean, unmapped, email } = helpers;
  const alsoRead: string[] = [];
  for (const [section, value] of Object.entries(resume)) {
    const count = Array.isArray(value) ? value.length : 0;
    if (count > 0 && !SECTIONS.has(section) && !isOwnList(section, value))
      unmapped.push(`${section}: ${count} ${count === 1 ? 'entry' : 'entries'} (the site has no page for them)`);
  }
  const named = (item: Json) => str(item.name) ?? str(item.position) ?? str(item.institution) ?? 'unnamed';
  // A year or month alone is written as its 1st, marked as a stand-in: the check names it until the owner puts in the day.
  const day = (value: unknown, where: string, file: string, field: string) => {
    const parsed = clean.day(value, where);
    if (!parsed || parsed.precise) return parsed?.iso;
    return stand(file, field, parsed.iso, `${where} gives no day, so the 1st was written`);
  };
  /** An entry's start and end, or nothing (said in the report) when it has no start or ends before it starts. */
  const period = (item: Json, where: string, file: string, name: string) => {
    const start = day(item.startDate, `${where}.startDate`, file, 'start');
    const end = day(item.endDate, `${where}.endDate`, file, 'end');
    const problem = !start ? 'has no usable startDate' : end && end < start ? 'ends before it starts' : undefined;
    if (problem) unmapped.push(`${where}: "${name}" ${problem}, so it was left out`);
    return start && !problem ? { start, ...(end ? { end } : {}) } : undefined;
  };

  const workSlug = slugger();
  clean.capped(list(resume.work), 'work', FOLDER_LIMITS.experience, named).forEach((job, index) => {
    const where = `work[${index}]`;
    const title = clean.label(job.position, `${where}.position`) ?? standInText('job title');
    const company = clean.label(job.name, `${where}.name`);
    const file = `experience/${workSlug(`${title} ${company ?? ''}`)}.yaml`;
    const dates = period(job, where, file, title);
    if (!dates) return;
    const keywords = clean.labels(job.keywords, `${where}.keywords`);
    const achievements = clean.paragraphs(job.highlights, `${where}.highlights`);
    const summary = clean.paragraph(job.summary, `${where}.summary`);
    const client = clean.label(CLIENT.exec(str(job.description) ?? '')?.[1], `${where}.description`);
    if (client) alsoRead.push(`${where}.description`);
    // JSON Resume's url is the employer's website, no product; the site's résumé adds `product`.
    const product = clean.https(job.product, `${where}.product`);
    if (product && clean.https(job.url, `${where}.url`) === product) alsoRead.push(`${where}.url`);
    write(file, {
      title,
      company: company ?? stand(file, 'company', standInText('employer'), `${where}.name is missing`),
      ...(client ? { client } : {}),
      ...(product ? { product } : {}),
      ...dates,
      location:
        clean.label(job.location, `${where}.location`) ??
        stand(file, 'location', standInText('place, e.g. Remote'), `${where}.location is missing`),
      technologies:
        keywords.length > 0
          ? keywords
          : stand(file, 'technologies', [standInText('technologies')], `${where} lists no keywords`),
      ...(summary ? { summary } : {}),
      ...(achievements.length > 0 ? { achievements } : {}),
    });
  });

  mapProjects(resume, helpers, day);

  const skillSlug = slugger();
  clean.capped(list(resume.skills), 'skills', FOLDER_LIMITS.skills, named).forEach((skill, index) => {
    const where = `skills[${index}]`;
    const title = clean.label(skill.name, `${where}.name`) ?? `Skills ${index + 1}`;
    const file = `skills/${skillSlug(title)}.yaml`;
    const word = str(skill.level);
    const level = own(LEVELS, word?.toLowerCase()) ?? 50;
    const why = word ? `"${word}" is a word, the site shows a percentage` : `${where} has no level`;
    const names = clean.labels(skill.keywords, `${where}.keywords`);
    write(file, {
      title,
      icon: 'code',
      color: color(index),
      order: index + 1,
      skills: (names.length > 0 ? names : [title]).map((name, n) => ({
        name,
        level: stand(file, `skills[${n}].level`, level, why),
      })),
    });
  });

  const educationSlug = slugger();
  clean.capped(list(resume.education), 'education', FOLDER_LIMITS.education, named).forEach((entry, index) => {
    const where = `education[${index}]`;
    const degree =
      clean.label([str(entry.studyType), str(entry.area)].filter(Boolean).join(' in '), where) ?? standInText('degree');
    const file = `education/${educationSlug(degree)}.yaml`;
    const dates = period(entry, where, file, degree);
    if (!dates) return;
    const level = EQF.find(([pattern]) => pattern.test(degree))?.[1];
    const courses = clean.paragraphs(entry.courses, `${where}.courses`);
    write(file, {
      degree,
      institution:
        clean.label(entry.institution, `${where}.institution`) ??
        stand(file, 'institution', standInText('school'), `${where}.institution is missing`),
      ...dates,
      location:
        clean.label(entry.location, `${where}.location`) ??
        stand(file, 'location', standInText('city and country'), 'JSON Resume has no place for it'),
      level: level ?? stand(file, 'level', 6, `the EQF level of "${degree}" could not be told`),
      website:
        clean.https(entry.url, `${where}.url`) ?? stand(file, 'website', STAND_IN_URL, `${where}.url is missing`),
      progress: dates.end && dates.end <= today() ? 100 : stand(file, 'progress', 50, 'still studying: how far along?'),
      ...(clean.label(entry.score, `${where}.score`) ? { score: clean.label(entry.score, `${where}.score`) } : {}),
      ...(courses.length > 0 ? { highlights: courses } : {}),
      color: color(index),
    });
  });

  const certSlug = slugger();
  clean
    .capped(list(resume.certificates), 'certificates', FOLDER_LIMITS.certifications, named)
    .forEach((cert, index) => {
      const where = `certificates[${index}]`;
      const title = clean.label(cert.name, `${where}.name`) ?? standInText('certificate');
      const file = `certifications/${certSlug(title)}.yaml`;
      const awarded = day(cert.date, `${where}.date`, file, 'date');
      if (!awarded) {
        unmapped.push(`${where}: "${title}" has no usable date, so it was left out`);
        return;
      }
      const credentialUrl = clean.https(cert.url, `${where}.url`);
      write(file, {
        title,
        provider:
          clean.label(cert.issuer, `${where}.issuer`) ??
          stand(file, 'provider', standInText('issuer'), `${where}.issuer is missing`),
        date: awarded,
        ...(credentialUrl ? { credentialUrl } : {}),
        icon: 'award',
        color: color(index),
        skills: stand(file, 'skills', [title], 'JSON Resume does not say which skills a certificate covers'),
        pages: ['skills', 'education'],
      });
    });

  const basics = isRecord(resume.basics) ? resume.basics : {};
  const socialSlug = slugger();
  const tiles = list(basics.profiles).flatMap((profile, index) => {
    const url = clean.https(profile.url, `basics.profiles[${index}].url`);
    const name = clean.label(profile.network, `basics.profiles[${index}].network`) ?? 'Profile';
    if (!url) return [];
    const icon = /linkedin/i.test(url) ? 'linkedin' : /github/i.test(url) ? 'github' : 'globe';
    return [
      { name, icon, url, description: clean.label(profile.username, `basics.profiles[${index}].username`) ?? name },
    ];
  });
  if (email) tiles.push({ name: 'Email', icon: 'mail', url: `mailto:${email}`, description: email });
  clean
    .capped(tiles, 'basics.profiles', FOLDER_LIMITS.social, (tile) => tile.name)
    .forEach((tile, index) => {
      write(`social/${socialSlug(tile.name)}.yaml`, { ...tile, color: color(index), order: index + 1 });
    });
  return alsoRead;
}
