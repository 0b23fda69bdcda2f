/** The file walk: which files under the content directory are documents, and of which type. */
import { readdirSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { CONTENT_EXCLUDE, type DocumentDef, documentDefs } from '../../../src/content/model.ts';

/** The file extensions contentlayer2 reads as documents. */
const DOCUMENT_FILE = /\.(?:ya?ml|json|mdx?)$/i;

/** A document type's filePathPattern (`site.yaml`, `skills/*.{yaml,yml}`) as a RegExp. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\{([^}]*)\}/g, (_, list: string) => `(?:${list.split(',').join('|')})`);
  return new RegExp(`^${source}$`);
}

const matchers = documentDefs.map((def) => ({ def, regexp: patternToRegExp(def.filePathPattern) }));

/** The document type a content-relative path belongs to, if any. */
export const documentTypeOf = (path: string): DocumentDef | undefined =>
  matchers.find(({ regexp }) => regexp.test(path))?.def;

/** Where content goes, for the message about a file in the wrong place. */
export const contentPlaces = () =>
  documentDefs.map((d) => d.filePathPattern.replace(/\*\.\{yaml,yml\}$/, '')).join(', ');

/** Every document file under `dir`, as sorted content-relative paths. */
export function listFiles(dir: string, sub = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
    const path = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!sub && (CONTENT_EXCLUDE as readonly string[]).includes(entry.name)) continue;
      files.push(...listFiles(dir, path));
    } else if (DOCUMENT_FILE.test(entry.name)) files.push(path);
  }
  return files.sort();
}

/** How the content directory is named in messages: relative to the working directory when inside it. */
export function labelFor(dir: string): string {
  const fromCwd = relative(process.cwd(), resolve(dir));
  return fromCwd && !fromCwd.startsWith('..') && !isAbsolute(fromCwd) ? fromCwd.split('\\').join('/') : resolve(dir);
}

/** The name two files must not share: lower-case, without .yaml/.yml. */
export const slugOf = (path: string) => (path.split('/').pop() ?? path).replace(/\.ya?ml$/i, '').toLowerCase();
