/** The JSON Resume sections that become folders of content/: work, projects, skills, education, certificates. */
import { COLOR_ROLES } from '../../src/content/model';
import { date, isObject, type Json, list, slugger, str, strings } from './import-helpers';

type Helpers = {
  write: (path: string, data: Json) => void;
  stand: (file: string, field: string, value: unknown, why: string) => unknown;
  https: (value: unknown, where: string) => string | undefined;
  unmapped: string[];
};

const LEVELS: Record<string, number> = { master: 95, expert: 90, advanced: 80, intermediate: 60, beginner: 40 };
const EQF: [RegExp, number][] = [
  [/doctor|ph\.?d/i, 8],
  [/master|m\.?sc|mba|magist/i, 7],
  [/bachelor|b\.?sc|b\.?a\b|licen/i, 6],
  [/associate|diploma/i, 5],
];
const color = (index: number) => COLOR_ROLES[index % COLOR_ROLES.length];

/** Sentences of a summary, for lists the site needs at least one item of. */
const sentences = (text: string | undefined) => (text ? text.split(/(?<=[.!?])\s+/).filter(Boolean) : []);

export function mapSections(resume: Json, { write, stand, https, unmapped }: Helpers): void {
  for (const [section, value] of Object.entries(resume)) {
    const count = Array.isArray(value) ? value.length : 0;
    if (count > 0 && !['work', 'projects', 'skills', 'education', 'certificates'].includes(section))
      unmapped.push(`${section}: ${count} ${count === 1 ? 'entry' : 'entries'} (the site has no page for them)`);
  }

  const workSlug = slugger();
  list(resume.work).forEach((job, index) => {
    const where = `work[${index}]`;
    const title = str(job.position) ?? 'Role';
    const file = `experience/${workSlug(`${title} ${str(job.name) ?? ''}`)}.yaml`;
    const start = date(job.startDate);
    if (!start) {
      unmapped.push(`${where}: "${title}" has no startDate, so it was left out`);
      return;
    }
    const achievements = strings(job.highlights);
    const keywords = strings(job.keywords);
    write(file, {
      title,
      company: str(job.name) ?? stand(file, 'company', 'Company', `${where}.name is missing`),
      ...(https(job.url, `${where}.url`) ? { product: https(job.url, `${where}.url`) } : {}),
      start,
      ...(date(job.endDate) ? { end: date(job.endDate) } : {}),
      location: str(job.location) ?? stand(file, 'location', 'Remote', `${where}.location is missing`),
      technologies: keywords.length > 0 ? keywords : stand(file, 'technologies', ['—'], `${where} lists no keywords`),
      achievements:
        achievements.length > 0
          ? achievements
          : sentences(str(job.summary)).length > 0
            ? sentences(str(job.summary))
            : stand(file, 'achievements', ['—'], `${where} has no highlights or summary`),
    });
  });

  const projectSlug = slugger();
  list(resume.projects).forEach((project, index) => {
    const where = `projects[${index}]`;
    const title = str(project.name) ?? 'Project';
    const file = `projects/${projectSlug(title)}.yaml`;
    const url = https(project.url, `${where}.url`);
    const features = strings(project.highlights);
    const keywords = strings(project.keywords);
    const onGitHub = url && /github\.com|gitlab\.com|codeberg\.org/.test(url);
    write(file, {
      title,
      description: str(project.description) ?? stand(file, 'description', title, `${where}.description is missing`),
      features: features.length > 0 ? features : stand(file, 'features', ['—'], `${where} has no highlights`),
      techStack: keywords.length > 0 ? keywords : stand(file, 'techStack', ['—'], `${where} lists no keywords`),
      github: onGitHub ? url : stand(file, 'github', 'https://github.com/', `${where} has no repository address`),
      ...(url && !onGitHub ? { demo: url } : {}),
      icon: 'code',
      category: str(project.type) ?? str(project.entity) ?? 'Projects',
      order: index + 1,
    });
  });

  const skillSlug = slugger();
  list(resume.skills).forEach((skill, index) => {
    const title = str(skill.name) ?? `Skills ${index + 1}`;
    const level = LEVELS[str(skill.level)?.toLowerCase() ?? ''] ?? 70;
    if (str(skill.level) && !LEVELS[str(skill.level)?.toLowerCase() ?? ''])
      unmapped.push(`skills[${index}].level "${str(skill.level)}" (set each skill's level, 0-100, by hand)`);
    const names = strings(skill.keywords);
    write(`skills/${skillSlug(title)}.yaml`, {
      title,
      icon: 'code',
      color: color(index),
      order: index + 1,
      skills: (names.length > 0 ? names : [title]).map((name) => ({ name, level })),
    });
  });

  const educationSlug = slugger();
  list(resume.education).forEach((entry, index) => {
    const where = `education[${index}]`;
    const degree = [str(entry.studyType), str(entry.area)].filter(Boolean).join(' in ') || 'Degree';
    const file = `education/${educationSlug(degree)}.yaml`;
    const start = date(entry.startDate);
    if (!start) {
      unmapped.push(`${where}: "${degree}" has no startDate, so it was left out`);
      return;
    }
    const end = date(entry.endDate);
    const level = EQF.find(([pattern]) => pattern.test(degree))?.[1];
    const courses = strings(entry.courses);
    write(file, {
      degree,
      institution:
        str(entry.institution) ?? stand(file, 'institution', 'Institution', `${where}.institution is missing`),
      start,
      ...(end ? { end } : {}),
      location: stand(file, 'location', 'Location', 'JSON Resume has no place for it'),
      level: level ?? stand(file, 'level', 6, `the EQF level of "${degree}" could not be told`),
      website:
        https(entry.url, `${where}.url`) ?? stand(file, 'website', 'https://example.com', `${where}.url is missing`),
      progress:
        end && end <= new Date().toISOString().slice(0, 10) ? 100 : stand(file, 'progress', 50, 'still studying'),
      highlights: courses.length > 0 ? courses : [degree],
      color: color(index),
    });
  });

  const certSlug = slugger();
  list(resume.certificates).forEach((cert, index) => {
    const where = `certificates[${index}]`;
    const title = str(cert.name) ?? 'Certificate';
    const file = `certifications/${certSlug(title)}.yaml`;
    const awarded = date(cert.date);
    const credentialUrl = https(cert.url, `${where}.url`);
    write(file, {
      title,
      provider: str(cert.issuer) ?? stand(file, 'provider', 'Issuer', `${where}.issuer is missing`),
      date: awarded ?? stand(file, 'date', '2000-01-01', `${where}.date is missing`),
      ...(credentialUrl ? { credentialUrl } : {}),
      icon: 'award',
      color: color(index),
      skills: stand(file, 'skills', [title], 'JSON Resume does not say which skills a certificate covers'),
      pages: ['skills', 'education'],
    });
  });

  const basics = isObject(resume.basics) ? resume.basics : {};
  const socialSlug = slugger();
  const tiles = list(basics.profiles).flatMap((profile, index) => {
    const url = https(profile.url, `basics.profiles[${index}].url`);
    const name = str(profile.network) ?? 'Profile';
    if (!url) return [];
    const icon = /linkedin/i.test(url) ? 'linkedin' : /github/i.test(url) ? 'github' : 'globe';
    return [{ name, icon, url, description: str(profile.username) ?? name }];
  });
  const email = str(basics.email);
  if (email) tiles.push({ name: 'Email', icon: 'mail', url: `mailto:${email}`, description: email });
  tiles.forEach((tile, index) => {
    write(`social/${socialSlug(tile.name)}.yaml`, { ...tile, color: color(index), order: index + 1 });
  });
}
