/**
 * The résumé's text as the PDF can draw it: every string with the content file and field it came
 * from, so a character no embedded font has (an emoji, a script no font covers) is left out of
 * the PDF and named in a build warning, never printed as a box or as garbage.
 */
import type { ResumeData } from './data';

type Entry = { slug: string };

const FOLDERS: Record<string, string> = {
  experience: 'experience',
  projects: 'projects',
  skills: 'skills',
  education: 'education',
  certificates: 'certifications',
};
const SITE_FIELDS: Record<string, string> = { profile: 'intro' };

/** "experience.2.achievements.0" → "content/experience/<slug>.yaml field achievements[0]". */
function where(data: ResumeData, path: (string | number)[]): string {
  const [top, index, ...rest] = path;
  const field = (parts: (string | number)[]) =>
    parts
      .map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`))
      .join('')
      .replace(/^\./, '');
  const folder = FOLDERS[String(top)];
  if (folder && typeof index === 'number') {
    const entry = (data[top as keyof ResumeData] as Entry[])[index];
    return `${folder}/${entry?.slug}.yaml field ${field(rest)}`;
  }
  if (top === 'headings') return `pages/ the ${String(index)} page's name`;
  if (top === 'links') return `site.yaml or social/ link ${field([index ?? 0, ...rest])}`;
  return `site.yaml field ${SITE_FIELDS[String(top)] ?? field(path)}`;
}

/** Every string of the data with its path. */
function* strings(value: unknown, path: (string | number)[] = []): Generator<[(string | number)[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, [...path, index]);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (key !== 'settings') yield* strings(item, [...path, key]);
}

/** All the text the PDF draws, for picking its fonts. */
export const allText = (data: ResumeData) => [...strings(data)].map(([, text]) => text).join(' ');

/** A text without the left-out characters and the separators they leave dangling; '' when nothing is left to read. */
function without(text: string, missing: Set<string>): string {
  const kept = [...text].filter((char) => !missing.has(char)).join('');
  if (kept === text) return text;
  const tidy = kept
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s·,.;:،-]+|[\s·,;:،-]+$/gu, '')
    .trim();
  return /[\p{L}\p{N}]/u.test(tidy) ? tidy : '';
}

const strip = <T>(value: T, missing: Set<string>): T => {
  if (typeof value === 'string') return without(value, missing) as T;
  if (Array.isArray(value)) return value.map((item) => strip(item, missing)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strip(item, missing)])) as T;
  return value;
};

/** The data without the characters no font draws, and one warning per field that lost some. */
export function withoutMissing(data: ResumeData, missing: Set<string>): { data: ResumeData; warnings: string[] } {
  if (missing.size === 0) return { data, warnings: [] };
  const warnings = [...strings(data)].flatMap(([path, text]) => {
    const lost = [...new Set([...text].filter((char) => missing.has(char)))];
    return lost.length > 0
      ? [
          `resume.pdf leaves out ${lost.map((char) => `"${char}"`).join(' ')} from ${where(data, path)}: no embedded font draws it`,
        ]
      : [];
  });
  return { data: strip(data, missing), warnings };
}
