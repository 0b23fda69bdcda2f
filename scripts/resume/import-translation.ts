/**
 * `--language <code>`: a JSON Resume in another language as the translations of content that is
 * already there. The resume is mapped as a first import maps it (from-json-resume.ts); each entry
 * is matched to the original it translates (a role or degree by its dates, a certificate by its
 * date, a project or link by its address, a skill category by its position) and only its words are
 * written, into content/<code>/ under the original's name. Originals are never written; what
 * matches nothing, and what stays in the original's words, is listed.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Document, parse } from 'yaml';
import type { FieldDef, NestedDef } from '../../src/content/model';
import { LANGUAGE_CODES } from '../../src/content/model/vocabulary';
import { STAND_IN_URL } from '../content/check/import-stand-ins';
import { readData } from '../content/check/read';
import { schemaLink } from '../content/check/schema';
import { documentTypeOf, listFiles } from '../content/check/walk';
import { declaredLanguages } from '../i18n/languages';
import { isTranslatable } from '../i18n/overlay';
import { entryFile } from '../posts/entry-file';
import { readFrontMatter } from '../posts/front-matter';
import { isRecord } from '../record';
import { fromJsonResume } from './from-json-resume';
import type { Json } from './import-helpers';

export type TranslationImport = {
  /** Content-relative path (under `<code>/`) → YAML text. */
  files: Record<string, string>;
  /** Entries of the resume no original matched, and words left in the original's language. */
  unmatched: string[];
  /** Originals no entry of the resume translates: they show the original's words. */
  untouched: string[];
  unmapped: string[];
};

/** What the import writes in its own English wording, not the resume's: never a translation. */
const OWN_WORDING: Record<string, Set<string>> = {
  'site.yaml': new Set([
    'greeting',
    'chips',
    'aboutTitle',
    'portraitAlt',
    'availability',
    'resume',
    'linkedin',
    'github',
  ]),
};

/** What ties a translated entry to its original, the surest first, by folder. */
const KEYS: Record<string, ((data: Json) => unknown)[]> = {
  experience: [(data) => `${data.start}|${data.end ?? ''}`, (data) => data.start],
  education: [(data) => `${data.start}|${data.end ?? ''}`, (data) => data.start],
  certifications: [(data) => data.date],
  projects: [(data) => data.github, (data) => data.demo, (data) => data.order],
  skills: [(data) => data.order],
  social: [(data) => data.url],
  // A section's entry (an award, a publication) by its date, then its first link.
  sections: [(data) => data.date, (data) => (Array.isArray(data.links) ? JSON.stringify(data.links[0]) : undefined)],
};

/** The folder an entry's match is looked for in: a section's own (sections/awards/), else the type's. */
const folderOf = (path: string) =>
  path.startsWith('sections/') ? path.split('/').slice(0, 2).join('/') : (path.split('/')[0] ?? '');

/** Why the content in `target` cannot take a translation into `code`, or null when it can. */
export function translationRefusal(target: string, code: string): string | null {
  if (!(LANGUAGE_CODES as readonly string[]).includes(code))
    return `${code} is not a language code the site knows (e.g. pl, de, pt-BR); nothing was written.`;
  if (!existsSync(join(target, 'site.yaml')))
    return `--language imports the translation of content that is there already, and ${target}/site.yaml is missing; import the original first (without --language). Nothing was written.`;
  const languages = declaredLanguages(target);
  if (languages[0] === code)
    return `${code} is the language of ${target}/ itself; import without --language to replace the originals. Nothing was written.`;
  if (!languages.includes(code))
    return `${target}/site.yaml does not declare ${code}; add it first ("languages: [${[...languages, code].join(', ')}]"), then import again. Nothing was written.`;
  return null;
}

const innerFields = (def: FieldDef) =>
  def.kind === 'nested' || (def.kind === 'list' && typeof def.of === 'object') ? (def.of as NestedDef).fields : null;

/** The words of `theirs` that translate `mine`, field by field as the overlay reads them. */
function wordsOf(
  theirs: Json,
  mine: Json,
  fields: Record<string, FieldDef>,
  skip: Set<string>,
  at: string,
  notes: string[],
): Json {
  const words: Json = {};
  for (const [name, def] of Object.entries(fields)) {
    const path = at ? `${at}.${name}` : name;
    const value = theirs[name];
    const original = mine[name];
    if (value === undefined || value === null || (!at && skip.has(name))) continue;
    if (isTranslatable(def)) {
      if (original === undefined) notes.push(`${path}: the original has none, so it was left out (add it there first)`);
      else if (!JSON.stringify(value).includes('[replace:')) words[name] = value;
      continue;
    }
    const nested = innerFields(def);
    if (!nested || original === undefined) continue;
    if (isRecord(value) && isRecord(original)) {
      const inner = wordsOf(value, original, nested, skip, path, notes);
      if (Object.keys(inner).length > 0) words[name] = inner;
    } else if (Array.isArray(value) && Array.isArray(original)) {
      if (value.length !== original.length) {
        notes.push(
          `${path}: ${value.length} entries where the original has ${original.length}, so they stay in its words`,
        );
        continue;
      }
      const items = value.map((item, index) =>
        isRecord(item) && isRecord(original[index])
          ? wordsOf(item, original[index] as Json, nested, skip, `${path}[${index + 1}]`, notes)
          : {},
      );
      if (items.some((item) => Object.keys(item).length > 0)) words[name] = items;
    }
  }
  return words;
}

const describeEntry = (data: Json) => String(data.title ?? data.degree ?? data.name ?? 'an entry');

/** The translation files `resume` gives the content in `target`, in `code`. */
export function translationFromJsonResume(resume: unknown, target: string, code: string): TranslationImport {
  const result = fromJsonResume(resume);
  const standIns = new Map<string, Set<string>>();
  for (const line of result.placeholders) {
    const [file = '', field = ''] = line.split(/: | \(/);
    // A whole field that is a stand-in; a stand-in inside one (a level, "[replace: …]" text) is no word or is told by its text.
    if (!/[.[]/.test(field)) standIns.set(file, new Set([...(standIns.get(file) ?? []), field]));
  }
  const originals = listFiles(target)
    .filter((path) => documentTypeOf(path))
    .map((path) => ({ path, data: readData(join(target, path)) ?? {} }));
  const taken = new Set<string>();
  const files: Record<string, string> = {};
  const unmatched: string[] = [];
  for (const [generated, text] of Object.entries(result.files)) {
    const folder = generated.includes('/') ? (generated.split('/')[0] ?? '') : '';
    const def = documentTypeOf(generated);
    if (!def || folder === 'pages' || generated === 'messages.yaml') continue;
    const theirs = ((def.markdown ? readFrontMatter(text).data : parse(text)) ?? {}) as Json;
    const match =
      folder === ''
        ? originals.find((original) => original.path === generated)
        : (KEYS[folder] ?? [])
            .map((key) => {
              const wanted = key(theirs);
              if (wanted === undefined || wanted === STAND_IN_URL) return undefined;
              const found = originals.filter(
                (o) => o.path.startsWith(`${folderOf(generated)}/`) && !taken.has(o.path) && key(o.data) === wanted,
              );
              return found.length === 1 ? found[0] : undefined;
            })
            .find(Boolean);
    if (!match) {
      unmatched.push(
        `${folder}: "${describeEntry(theirs)}" matches no file in ${target}/${folder}/, so nothing was written for it`,
      );
      continue;
    }
    taken.add(match.path);
    const skip = new Set([...(OWN_WORDING[generated] ?? []), ...(standIns.get(generated) ?? [])]);
    const notes: string[] = [];
    const words = wordsOf(theirs, match.data, def.fields, skip, '', notes);
    unmatched.push(...notes.map((note) => `${code}/${match.path}: ${note}`));
    if (Object.keys(words).length === 0) continue;
    const path = `${code}/${match.path}`;
    files[path] = def.markdown
      ? entryFile(words)
      : `# yaml-language-server: $schema=${schemaLink(path)}\n${new Document(words).toString({ lineWidth: 0 })}`;
  }
  const untouched = originals
    .filter(({ path }) => !taken.has(path) && !path.startsWith('pages/') && path !== 'messages.yaml')
    .map(({ path }) => path);
  return { files, unmatched, untouched, unmapped: result.unmapped };
}
