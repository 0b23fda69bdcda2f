/** The JSON Resume sections that become folders of content/: work, projects, skills, education, certificates. */
import { COLOR_ROLES } from '../../src/content/model';
import { SCALE } from '../content/check/scale';
import { STAND_IN_URL, standInText } from '../content/check/stand-ins';
import type { Cleaners } from './import-clean';
import { isObject, type Json, list, own, slugger, str } from './import-helpers';

type Helpers = {
  write: (path: string, data: Json) => void;
  stand: <T>(file: string, field: string, value: T, why: string) => T;
  clean: Cleaners;
  unmapped: string[];
  /** basics.email, when it is an address. */
  email: string | undefined;
};

// A word is not a percentage: these are the import's guesses, marked as stand-ins.
const LEVELS: Record<string, number> = { master: 95, expert: 90, advanced: 80, intermediate: 60, beginner: 40 };
const EQF: [RegExp, number][] = [
  [/doctor|ph\.?d/i, 8],
  [/master|m\.?sc|mba|magist/i, 7],
  [/bachelor|b\.?sc|b\.?a\b|licen/i, 6],
  [/associate|diploma/i, 5],
];
const SECTIONS = new Set(['work', 'projects', 'skills', 'education', 'certificates']);
const color = (index: number) => COLOR_ROLES[index % COLOR_ROLES.length];
const sentences = (text: string | undefined) => (text ? text.split(/(?<=[.!?])\s+/).filter(Boolean) : []);
const today = () => new Date().toISOString().slice(0, 10);

export function mapSections(resume: Json, { write, stand, clean, unmapped, email }: Helpers): void {
  for (const [section, value] of Object.entries(resume)) {
    const count = Array.isArray(value) ? value.length : 0;
    if (count > 0 && !SECTIONS.has(section))
      unmapped.push(`${section}: ${count} ${count === 1 ? 'entry' : 'entries'} (the site has no page for them)`);
  }
  const named = (item: Json) => str(item.name) ?? str(item.position) ?? str(item.institution) ?? 'unnamed';
  let monthOnly = 0;
  const day = (value: unknown, where: string) => {
    const parsed = clean.day(value, where);
    if (parsed && !parsed.precise) monthOnly++;
    return parsed?.iso;
  };

  const workSlug = slugger();
  clean.capped(list(resume.work), 'work', SCALE.experience, named).forEach((job, index) => {
    const where = `work[${index}]`;
    const title = clean.label(job.position, `${where}.position`) ?? standInText('job title');
    const company = clean.label(job.name, `${where}.name`);
    const file = `experience/${workSlug(`${title} ${company ?? ''}`)}.yaml`;
    const start = day(job.startDate, `${where}.startDate`);
    const end = day(job.endDate, `${where}.endDate`);
    if (!start) {
      unmapped.push(`${where}: "${title}" has no usable startDate, so it was left out`);
      return;
    }
    if (end && end < start) {
      unmapped.push(`${where}: "${title}" ends before it starts, so it was left out`);
      return;
    }
    const keywords = clean.labels(job.keywords, `${where}.keywords`);
    const highlights = clean.paragraphs(job.highlights, `${where}.highlights`);
    const achievements =
      highlights.length > 0
        ? highlights
        : clean.capped(sentences(clean.paragraph(job.summary, `${where}.summary`)), `${where}.summary`);
    write(file, {
      title,
      company: company ?? stand(file, 'company', standInText('employer'), `${where}.name is missing`),
      start,
      ...(end ? { end } : {}),
      location:
        clean.label(job.location, `${where}.location`) ??
        stand(file, 'location', standInText('place, e.g. Remote'), `${where}.location is missing`),
      technologies:
        keywords.length > 0
          ? keywords
          : stand(file, 'technologies', [standInText('technologies')], `${where} lists no keywords`),
      ...(achievements.length > 0 ? { achievements } : {}),
    });
  });

  const projectSlug = slugger();
  clean.capped(list(resume.projects), 'projects', SCALE.projects, named).forEach((project, index) => {
    const where = `projects[${index}]`;
    const title = clean.label(project.name, `${where}.name`) ?? standInText('project name');
    const file = `projects/${projectSlug(title)}.yaml`;
    const url = clean.https(project.url, `${where}.url`);
    const features = clean.paragraphs(project.highlights, `${where}.highlights`);
    const keywords = clean.labels(project.keywords, `${where}.keywords`);
    const repository = url && /^https:\/\/(www\.)?(github\.com|gitlab\.com|codeberg\.org)\//.test(url);
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
      github: repository ? url : stand(file, 'github', STAND_IN_URL, `${where} has no repository address`),
      ...(url && !repository ? { demo: url } : {}),
      icon: 'code',
      category:
        clean.label(project.type, `${where}.type`) ??
        clean.label(project.entity, `${where}.entity`) ??
        stand(file, 'category', standInText('category'), `${where} has no type`),
      order: index + 1,
    });
  });

  const skillSlug = slugger();
  clean.capped(list(resume.skills), 'skills', SCALE.skills, named).forEach((skill, index) => {
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
  clean.capped(list(resume.education), 'education', SCALE.education, named).forEach((entry, index) => {
    const where = `education[${index}]`;
    const degree =
      clean.label([str(entry.studyType), str(entry.area)].filter(Boolean).join(' in '), where) ?? standInText('degree');
    const file = `education/${educationSlug(degree)}.yaml`;
    const start = day(entry.startDate, `${where}.startDate`);
    const end = day(entry.endDate, `${where}.endDate`);
    if (!start) {
      unmapped.push(`${where}: "${degree}" has no usable startDate, so it was left out`);
      return;
    }
    if (end && end < start) {
      unmapped.push(`${where}: "${degree}" ends before it starts, so it was left out`);
      return;
    }
    const level = EQF.find(([pattern]) => pattern.test(degree))?.[1];
    const courses = clean.paragraphs(entry.courses, `${where}.courses`);
    write(file, {
      degree,
      institution:
        clean.label(entry.institution, `${where}.institution`) ??
        stand(file, 'institution', standInText('school'), `${where}.institution is missing`),
      start,
      ...(end ? { end } : {}),
      location: stand(file, 'location', standInText('city and country'), 'JSON Resume has no place for it'),
      level: level ?? stand(file, 'level', 6, `the EQF level of "${degree}" could not be told`),
      website:
        clean.https(entry.url, `${where}.url`) ?? stand(file, 'website', STAND_IN_URL, `${where}.url is missing`),
      progress: end && end <= today() ? 100 : stand(file, 'progress', 50, 'still studying: how far along?'),
      ...(courses.length > 0 ? { highlights: courses } : {}),
      color: color(index),
    });
  });

  const certSlug = slugger();
  clean.capped(list(resume.certificates), 'certificates', SCALE.certifications, named).forEach((cert, index) => {
    const where = `certificates[${index}]`;
    const title = clean.label(cert.name, `${where}.name`) ?? standInText('certificate');
    const file = `certifications/${certSlug(title)}.yaml`;
    const awarded = day(cert.date, `${where}.date`);
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
  if (monthOnly > 0)
    unmapped.push(
      `${monthOnly} dates give only a year or month; the site needs a day, so the 1st was written and the site shows it (e.g. "1 Jun 2015")`,
    );

  const basics = isObject(resume.basics) ? resume.basics : {};
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
    .capped(tiles, 'basics.profiles', SCALE.social, (tile) => tile.name)
    .forEach((tile, index) => {
      write(`social/${socialSlug(tile.name)}.yaml`, { ...tile, color: color(index), order: index + 1 });
    });
}
