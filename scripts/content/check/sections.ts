/**
 * The sections an owner adds without code: each folder sections/<name>/ is a section, shown when a
 * page file says `path: /<name>`. Its name becomes an address, so it must be one, and not one the
 * site already uses.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_PATHS, SECTIONS_FOLDER } from '../../../src/content/model.ts';
import type { ContentIssue } from './report.ts';

/** Names the site's own files and folders take at its root (the editor, the built assets, the not-found page). */
const RESERVED = new Set(['admin', 'assets', '404', 'index', 'feed', 'sitemap']);
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The section folders under `dir` (none when there is no sections/ folder). */
export function sectionNames(dir: string): string[] {
  const root = join(dir, SECTIONS_FOLDER);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/** Whether `route` is a page path: one of the six, or /<name> of a section folder. */
export const isPagePath = (dir: string, route: string) =>
  (ROUTE_PATHS as readonly string[]).includes(route) || sectionNames(dir).includes(route.slice(1));

/** What a wrong page path is told: the six, and the sections when there are any. */
export function pagePathHint(dir: string): string {
  const sections = sectionNames(dir).map((name) => `/${name}`);
  return `must be one of the site's pages: ${ROUTE_PATHS.join(', ')}${sections.length ? `, or a section: ${sections.join(', ')}` : ''}`;
}

export type PageFile = { file: string; line: number; hidden: boolean; hiddenLine: number };

/** Section folders without a page file or with a name no address can take, and a hidden home page. */
export function sectionIssues(dir: string, label: string, pages: ReadonlyMap<string, PageFile>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const name of sectionNames(dir)) {
    const file = `${label}/${SECTIONS_FOLDER}/${name}`;
    if (!NAME.test(name) || RESERVED.has(name) || (ROUTE_PATHS as readonly string[]).includes(`/${name}`))
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
