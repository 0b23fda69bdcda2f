/**
 * How many files each folder may hold, the scale the site is built for: far above a real career (the large test owner has
 * 30 roles and 10 projects), low enough that every page, the résumé and the build stay quick.
 * A folder over its limit is refused here, at once, instead of building for minutes.
 */
import type { ContentIssue } from './report.ts';
import { listFiles } from './walk.ts';

export const FOLDER_LIMITS = {
  experience: 200,
  projects: 50,
  skills: 30,
  education: 30,
  certifications: 50,
  social: 20,
} as const;

const WHAT: Record<keyof typeof FOLDER_LIMITS, string> = {
  experience: 'roles',
  projects: 'projects',
  skills: 'skill categories',
  education: 'degrees',
  certifications: 'certificates',
  social: 'link tiles',
};

/** One issue per folder holding more files than the site supports. */
export function folderLimitIssues(dir: string, label: string): ContentIssue[] {
  const counts = new Map<string, number>();
  for (const path of listFiles(dir)) {
    const folder = path.split('/')[0] ?? '';
    if (path.includes('/')) counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return Object.entries(FOLDER_LIMITS).flatMap(([folder, limit]) => {
    const count = counts.get(folder) ?? 0;
    if (count <= limit) return [];
    const what = WHAT[folder as keyof typeof FOLDER_LIMITS];
    return [
      {
        file: `${label}/${folder}`,
        line: 1,
        field: '',
        message: `holds ${count} ${what}; the site supports at most ${limit} ${what}, so remove or merge ${count - limit} of them (the oldest are the usual choice)`,
      },
    ];
  });
}
