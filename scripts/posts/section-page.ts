/** The section the posts go into: a name its address can take, and its page file when it has none. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Document } from 'yaml';
import { ROUTE_PATHS, SECTION_NAME } from '../../src/content/model';
import { readData } from '../content/check/read';
import { toSlug } from '../slug';

// The site's own root names and pages, which no section may take (scripts/content/check/sections.ts says the same).
const RESERVED = new Set(['admin', 'assets', '404', 'index', 'feed', 'sitemap']);

/** Why `section` cannot be a section's name, or null. */
export function sectionNameProblem(section: string): string | null {
  if (!new RegExp(`^${SECTION_NAME}$`).test(section))
    return `"${section}" cannot be a section's name: it is its address (/${section}), so use lower-case letters, digits and dashes, e.g. writing`;
  if (RESERVED.has(section) || (ROUTE_PATHS as readonly string[]).includes(`/${section}`))
    return `"${section}" is a name the site uses already; choose another, e.g. writing or blog`;
  return null;
}

const titleCase = (section: string) => section.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());

/** Where the section's page file goes and what it says, unless a page file names the section already. */
export function pageFile(contentDir: string, section: string): [string, string] | undefined {
  const folder = join(contentDir, 'pages');
  const pages = existsSync(folder) ? readdirSync(folder).filter((file) => /\.ya?ml$/.test(file)) : [];
  const data = pages.map((file) => readData(join(folder, file)));
  if (data.some((page) => page?.path === `/${section}`)) return undefined;
  const order = Math.max(0, ...data.map((page) => (typeof page?.order === 'number' ? page.order : 0))) + 1;
  const name = titleCase(section);
  const page = new Document({
    path: `/${section}`,
    name,
    order,
    heading: name,
    metaTitle: name,
    metaDescription: `${name}: posts, newest first.`,
  });
  return [`pages/${section}.yaml`, `# yaml-language-server: $schema=../schemas/page.schema.json\n${page.toString()}`];
}

/** A relative link's post, by its last part without a Jekyll date, extension or trailing slash. */
export const linkKey = (ref: string) => {
  const path = ref
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .replace(/\/index(\.\w+)?$/, '');
  const last = (path.split('/').pop() ?? '').replace(/\.(md|markdown|mdx|html?)$/i, '');
  return toSlug(last.replace(/^\d{4}-\d{2}-\d{2}-/, ''));
};
