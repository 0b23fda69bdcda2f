/**
 * What the résumé holds: what a recruiter expects of a CV, two pages as a rule and never more than
 * PAGE_CAP. The site lists everything; the PDF takes the newest roles, the first projects and
 * degrees, each with its first points, and tighter budgets only when the text is long. Every
 * entry and point left out is named in the build's output.
 */
import type { ResumeData } from './data';

export const PAGE_CAP = 3;

type Budget = {
  roles: number;
  points: number;
  projects: number;
  categories: number;
  skills: number;
  education: number;
  certificates: number;
  /** Entries of each section the page file puts on the résumé (a .bib of 500 papers among them). */
  entries: number;
};

/** Tried in order until the PDF fits PAGE_CAP pages; the last is kept even if it does not. */
export const BUDGETS: readonly [Budget, ...Budget[]] = [
  { roles: 10, points: 6, projects: 6, categories: 10, skills: 20, education: 4, certificates: 8, entries: 10 },
  { roles: 6, points: 4, projects: 3, categories: 6, skills: 12, education: 3, certificates: 4, entries: 6 },
  { roles: 4, points: 3, projects: 2, categories: 4, skills: 8, education: 2, certificates: 2, entries: 4 },
];

const names = (items: readonly { slug: string }[], folder: string) =>
  items.map((item) => `${folder}/${item.slug}.yaml`).join(', ');

/** The data cut to `budget`, and a sentence per kind of thing left out. */
export function withinBudget(data: ResumeData, budget: Budget): { data: ResumeData; left: string[] } {
  const left: string[] = [];
  const take = <T extends { slug: string }>(items: T[], max: number, folder: string, what: string) => {
    if (items.length > max) left.push(`${items.length - max} ${what} (${names(items.slice(max), folder)})`);
    return items.slice(0, max);
  };
  const points = <T extends { slug: string }>(items: T[], key: keyof T & string, max: number, folder: string) =>
    items.map((item) => {
      const list = item[key] as unknown as string[];
      if (list.length <= max) return item;
      left.push(`${list.length - max} of the ${key} of ${folder}/${item.slug}.yaml (from ${key}[${max}])`);
      return { ...item, [key]: list.slice(0, max) };
    });
  const experience = points(
    take(data.experience, budget.roles, 'experience', 'older roles'),
    'achievements',
    budget.points,
    'experience',
  );
  const projects = points(
    take(data.projects, budget.projects, 'projects', 'projects'),
    'features',
    budget.points,
    'projects',
  );
  const skills = take(data.skills, budget.categories, 'skills', 'skill categories').map((category) => {
    if (category.skills.length <= budget.skills) return category;
    left.push(
      `${category.skills.length - budget.skills} skills of skills/${category.slug}.yaml (${category.skills
        .slice(budget.skills)
        .map((skill) => skill.name)
        .join(', ')})`,
    );
    return { ...category, skills: category.skills.slice(0, budget.skills) };
  });
  const education = points(
    take(data.education, budget.education, 'education', 'older degrees'),
    'highlights',
    budget.points,
    'education',
  );
  const certificates = take(data.certificates, budget.certificates, 'certifications', 'certificates');
  // Newest first, as each section lists them.
  const sections = data.sections.map((section) => {
    if (section.entries.length <= budget.entries) return section;
    const older = section.entries.slice(budget.entries).map((entry) => entry.slug);
    left.push(`${older.length} older ${section.name} entries (${older.join(', ')})`);
    return { ...section, entries: section.entries.slice(0, budget.entries) };
  });
  return { data: { ...data, experience, projects, skills, education, certificates, sections }, left };
}
