/**
 * The sections an owner adds without code: a page file that says `path: /<name>` is a section,
 * whose entries are the Markdown files in sections/<name>/; it is shown once it has one. Its name
 * becomes an address, so it must be one, and not one the site already uses.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_PATHS, SECTION_NAME, SECTIONS_FOLDER, TAGS_SEGMENT } from '../../../src/content/model.ts';
import { toSlug } from '../../slug.ts';
import { readData } from './read.ts';
import type { ContentIssue } from './report.ts';
import { closest } from './rules.ts';

/** Names the site's own files and folders take at its root (the editor, the built assets, the not-found page, the topic pages). */
const RESERVED = new Set(['admin', 'assets', '404', 'index', 'feed', 'sitemap', TAGS_SEGMENT]);
const PAGES_FOLDER = 'pages';
const NAME = new RegExp(`^${SECTION_NAME}$`);

/** The section folders under `dir` (none when there is no sections/ folder). */
function sectionNames(dir: string): string[] {
  const root = join(dir, SECTIONS_FOLDER);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

const isBuiltIn = (route: string) => (ROUTE_PATHS as readonly string[]).includes(route);

/** One of the six pages a path most likely meant, when it is a letter or two off one ("/experiance"). */
const meant = (route: string) => closest(route, ROUTE_PATHS.slice(1));

/** Whether `route` can be a new section's address: /<name>, free, and no misspelt page. */
const isNewSection = (route: string) =>
  route.startsWith('/') && NAME.test(route.slice(1)) && !RESERVED.has(route.slice(1)) && !meant(route);

/**
 * Whether `route` is a page path: one of the six, /<name> of a section folder, or /<name> of a
 * section whose entries are still to come (an owner starts one in the editor with its page).
 */
export const isPagePath = (dir: string, route: string) =>
  isBuiltIn(route) || sectionNames(dir).includes(route.slice(1)) || isNewSection(route);

/** What a wrong page path is told: the six, the sections there are, and how to name a new one. */
export function pagePathHint(dir: string): string {
  const sections = sectionNames(dir).map((name) => `/${name}`);
  return `must be one of the site's pages: ${ROUTE_PATHS.join(', ')}${sections.length ? `, a section: ${sections.join(', ')}` : ''}, or /<name> for a new section (lower-case letters, digits and dashes, not ${[...RESERVED].join(', ')})`;
}

/** ": did you mean /experience?" after a path a letter or two off one of the six pages, or one written as no address is ("/My Talks"). */
export function pathGuess(route: unknown): string {
  if (typeof route !== 'string') return '';
  const address = `/${toSlug(route)}`;
  const guess = meant(route) ?? meant(address) ?? (address !== route && isNewSection(address) ? address : undefined);
  return guess ? `: did you mean ${guess}?` : '';
}

/** The sections the page files name (`path: /talks`), whether or not they have entries yet; a file that does not parse names none. */
function pageSections(dir: string): { name: string; file: string; line: number; title?: string }[] {
  const folder = join(dir, PAGES_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => /\.ya?ml$/.test(file))
    .flatMap((file) => {
      const page = readData(join(folder, file));
      const path = page?.path;
      if (typeof path !== 'string' || isBuiltIn(path) || !isPagePath(dir, path)) return [];
      // The line the owner wrote the path on, for the warning (the key is top-level, at a line's start).
      const rows = readFileSync(join(folder, file), 'utf8').split('\n');
      const line = rows.findIndex((row) => /^path\s*:/.test(row)) + 1 || 1;
      const title = typeof page?.name === 'string' ? page.name : undefined;
      return [{ name: path.slice(1), file: `${PAGES_FOLDER}/${file}`, line, ...(title ? { title } : {}) }];
    });
}

/**
 * What the editor needs of the sections (CmsOptions): a collection for each folder and for each page
 * of a section whose entries are to come, listed by the page's name in the navigation.
 */
export function editorSections(dir: string): { sections: string[]; sectionTitles: Record<string, string> } {
  const pages = pageSections(dir);
  return {
    sections: [...new Set([...sectionNames(dir), ...pages.map(({ name }) => name)])].sort(),
    sectionTitles: Object.fromEntries(pages.flatMap(({ name, title }) => (title ? [[name, title]] : []))),
  };
}

/** A section's page whose folder holds no entry yet: the section is not shown until it does. */
export type EmptySection = { file: string; line: number; name: string };

/** The sections started with a page whose entries are still to come (`label`: content/ as the owner knows it). */
export function emptySections(dir: string, label: string): EmptySection[] {
  const hasEntries = (name: string) => {
    const folder = join(dir, SECTIONS_FOLDER, name);
    return existsSync(folder) && readdirSync(folder).some((file) => /\.(?:md|bib)$/i.test(file));
  };
  return pageSections(dir)
    .filter(({ name }) => !hasEntries(name))
    .map(({ name, file, line }) => ({ name, line, file: `${label}/${file}` }));
}

/** The warning for a section with no entries yet: what it needs, and where the editor takes it. */
export const emptySectionMessage = ({ name }: EmptySection) =>
  `path /${name} starts a section with no entries yet, so it is not shown; add its entries as Markdown files in ${SECTIONS_FOLDER}/${name}/ (in /admin, its own collection once this commit is published)`;

export type PageFile = { file: string; line: number; hidden: boolean; hiddenLine: number };

/** Section folders without a page file or with a name no address can take, and a hidden home page. */
export function sectionIssues(dir: string, label: string, pages: ReadonlyMap<string, PageFile>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const name of sectionNames(dir)) {
    const file = `${label}/${SECTIONS_FOLDER}/${name}`;
    if (name === TAGS_SEGMENT)
      issues.push({
        file,
        line: 1,
        field: '',
        message: `is a section name the site keeps for its topic pages (/${TAGS_SEGMENT} lists the topics of every section, /${TAGS_SEGMENT}/<topic> the entries with one); name the folder, and its page's path, otherwise`,
      });
    else if (!NAME.test(name) || RESERVED.has(name) || (ROUTE_PATHS as readonly string[]).includes(`/${name}`))
      issues.push({
        file,
        line: 1,
        field: '',
        message: `is a section name the site cannot use as an address (/${name}); name the folder with lower-case letters, digits and dashes, and not ${[...RESERVED].join(', ')} or a page's name`,
      });
    else if (!pages.has(`/${name}`))
      issues.push({
        file,
        line: 1,
        field: '',
        message: `has no page file, so the section would not show; add ${label}/pages/${name}.yaml with "path: /${name}", a name, order, metaTitle and metaDescription`,
      });
  }
  const home = pages.get('/');
  if (home?.hidden)
    issues.push({
      file: home.file,
      line: home.hiddenLine,
      field: 'hidden',
      message: 'hidden cannot be true for the home page; every site has one',
    });
  return issues;
}
