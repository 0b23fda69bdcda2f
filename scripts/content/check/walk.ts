/** The file walk: which files under the content directory are documents, and of which type. */
import { lstatSync, readdirSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { LANGUAGE_CODES } from '../../../src/content/model/vocabulary.ts';
import { allDocumentDefs, CONTENT_EXCLUDE, type DocumentDef } from '../../../src/content/model.ts';
import { declaredLanguages } from '../../i18n/languages.ts';

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

const matchers = allDocumentDefs.map((def) => ({ def, regexp: patternToRegExp(def.filePathPattern) }));

/** The document type a content-relative path belongs to, if any. */
export const documentTypeOf = (path: string): DocumentDef | undefined =>
  matchers.find(({ regexp }) => regexp.test(path))?.def;

/** Where content goes, for the message about a file in the wrong place. */
export const contentPlaces = () =>
  allDocumentDefs
    .filter((d) => !d.markdown)
    .map((d) => d.filePathPattern.replace(/\*\.\{yaml,yml\}$/, ''))
    .join(', ');

/** The folders of the site's other languages (content/pl/), from `languages:` in site.yaml. */
const translationFolders = (dir: string): ReadonlySet<string> => new Set(declaredLanguages(dir).slice(1));

const CODES = new Set<string>(LANGUAGE_CODES.map((code) => code.toLowerCase()));

/** Whether a folder at the content root is named like a language (pl, pt-BR): translations, declared or not (translations.ts). */
export const isLanguageFolder = (name: string) => CODES.has(name.toLowerCase());

/**
 * Every document file under `dir`, as sorted content-relative paths, and every entry that
 * pathProblem refuses: symbolic links, whatever their name, and documents whose name starts with
 * a dot. Links are never followed, so a loop cannot trap the walk.
 */
export function listFiles(dir: string, sub = '', skip: ReadonlySet<string> = translationFolders(dir)): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
    const path = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) files.push(path);
    else if (entry.isDirectory()) {
      // Hidden folders (.git, an editor's) are skipped by contentlayer2 as here.
      if (entry.name.startsWith('.') || (!sub && (CONTENT_EXCLUDE as readonly string[]).includes(entry.name))) continue;
      // Translations are checked against their originals (translations.ts), not as documents.
      if (!sub && (skip.has(entry.name) || isLanguageFolder(entry.name))) continue;
      files.push(...listFiles(dir, path, skip));
    } else if (DOCUMENT_FILE.test(entry.name) && !entry.name.startsWith('.#')) files.push(path);
  }
  return files.sort();
}

/** The longest file or folder name, in characters: the build adds its own endings to names. */
const MAX_NAME_LENGTH = 100;

/** Why a listed path can never become a page, or null: the check refuses it rather than let it be dropped. */
export function pathProblem(dir: string, path: string): string | null {
  if (lstatSync(join(dir, path)).isSymbolicLink())
    return 'is a symbolic link; content must be real files and folders, so copy the file here instead';
  const long = path.split('/').find((name) => [...name].length > MAX_NAME_LENGTH);
  if (long)
    return `has a name of ${[...long].length} characters; names may be at most ${MAX_NAME_LENGTH} characters, so shorten it`;
  if ((path.split('/').pop() ?? '').startsWith('.'))
    return 'starts with a dot, so the site would skip it; rename it without the dot, or delete it';
  return null;
}

/** How the content directory is named in messages: relative to the working directory when inside it. */
export function labelFor(dir: string): string {
  const fromCwd = relative(process.cwd(), resolve(dir));
  return fromCwd && !fromCwd.startsWith('..') && !isAbsolute(fromCwd) ? fromCwd.split('\\').join('/') : resolve(dir);
}

/** The name two files must not share: lower-case, without .yaml/.yml. */
export const slugOf = (path: string) => (path.split('/').pop() ?? path).replace(/\.ya?ml$/i, '').toLowerCase();
