/**
 * Translations: content/<code>/ for each language site.yaml declares after the first, each file
 * under its original's name. Each is checked as a file (every field optional: a translation holds
 * what it translates) and then against its original with the build's own rule
 * (scripts/i18n/overlay.ts): another date or link than the original's, a field the original lacks
 * or a list of entries of another length is an error. What is left untranslated is a warning
 * (untranslated.ts). Folders named like an undeclared language, and a repeated language, are errors.
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { LANGUAGE_CODES } from '../../../src/content/model/vocabulary.ts';
import type { FieldDef } from '../../../src/content/model.ts';
import { declaredLanguages } from '../../i18n/languages.ts';
import { overlay } from '../../i18n/overlay.ts';
import type { FileCheck } from './fields.ts';
import { checkFile } from './file.ts';
import { readData } from './read.ts';
import type { ContentIssue } from './report.ts';
import { contentPlaces, documentTypeOf, isLanguageFolder, listFiles, pathProblem } from './walk.ts';

/** The languages that have translations: those site.yaml declares after the default, when the site knows them. */
export const translationLanguages = (dir: string): string[] =>
  declaredLanguages(dir)
    .slice(1)
    .filter((code) => (LANGUAGE_CODES as readonly string[]).includes(code));

/** A language's name in English, for messages: pl → Polish. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const stemOf = (path: string) => path.replace(/\.(?:ya?ml|md)$/i, '');
const firstExisting = (dir: string, stem: string) =>
  ['.yaml', '.yml', '.md'].map((extension) => `${stem}${extension}`).find((path) => existsSync(join(dir, path)));

/** The original a translation's path translates (content-relative), as the build finds it. */
const originalOf = (dir: string, path: string) => firstExisting(dir, stemOf(path));

/** The translation of an original into `code` (content-relative), as the build finds it. */
export const translationOf = (dir: string, code: string, path: string) => firstExisting(dir, `${code}/${stemOf(path)}`);

/** The same fields with none required, nested ones included: what a translation may hold. */
export function optionalFields(fields: Record<string, FieldDef>): Record<string, FieldDef> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const inner =
        field.kind === 'nested' || (field.kind === 'list' && typeof field.of === 'object')
          ? {
              ...field,
              of: {
                ...(field.of as { name: string }),
                fields: optionalFields((field.of as { fields: Record<string, FieldDef> }).fields),
              },
            }
          : field;
      return [name, { ...inner, required: false } as FieldDef];
    }),
  );
}

/** The line of a field the overlay names (`skills[2].level`, its lists counted from 1) in the translation. */
function lineOf(check: FileCheck, field: string): number {
  const parts = field.split(/\.|(?=\[)/).map((part) => (part.startsWith('[') ? Number(part.slice(1, -1)) - 1 : part));
  for (let length = parts.length; length > 0; length--) {
    const node = check.doc.getIn(parts.slice(0, length), true);
    if (node && typeof node === 'object' && 'range' in node) return check.line(node as Node);
  }
  return 1;
}

const topField = (field: string) => field.split(/[.[]/)[0] ?? '';

/** Every problem with one language's translations. */
function languageIssues(dir: string, label: string, code: string): ContentIssue[] {
  const folder = join(dir, code);
  // A link in its place is refused by the walk, as every link is.
  if (!existsSync(folder) || !lstatSync(folder).isDirectory()) return [];
  const issues: ContentIssue[] = [];
  const problem = (path: string, message: string) =>
    issues.push({ file: `${label}/${code}/${path}`, line: 1, field: '', message });
  for (const path of listFiles(folder, '', new Set())) {
    const refused = pathProblem(folder, path);
    const def = documentTypeOf(path);
    const original = originalOf(dir, path);
    if (refused) problem(path, refused);
    else if (!def)
      problem(path, `is not a translation of a content file; ${label}/${code}/ mirrors ${label}/ (${contentPlaces()})`);
    else if (!original)
      problem(
        path,
        `has no original: ${label}/${path} does not exist, and a translation keeps the name of the file it translates; rename it to match one, or add the original first`,
      );
    if (refused || !def || !original) continue;
    const check = checkFile(dir, label, `${code}/${path}`, { ...def, fields: optionalFields(def.fields) });
    // An empty file translates nothing yet: a warning, as a missing one is.
    const empty = check.issues.length === 1 && check.issues[0]?.message.startsWith('is empty');
    if (empty) continue;
    issues.push(...check.issues);
    // Compared field by field even when some are wrong, except the fields already reported.
    const reported = new Set(check.issues.map((issue) => topField(issue.field)));
    const mine = readData(join(dir, original));
    const theirs = isMap(check.doc.contents) ? readData(join(folder, path)) : null;
    if (!mine || !theirs || reported.has('')) continue;
    for (const { field, message } of overlay(mine, theirs, def.fields).contradictions)
      if (!reported.has(topField(field)))
        issues.push({ file: `${label}/${code}/${path}`, line: lineOf(check, field), field, message });
  }
  return issues;
}

/** A language listed twice in site.yaml. */
function repeatedLanguages(dir: string, label: string): ContentIssue[] {
  const file = join(dir, 'site.yaml');
  if (!existsSync(file)) return [];
  const lines = new LineCounter();
  const doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines });
  const list = doc.errors.length === 0 && isMap(doc.contents) ? doc.contents.get('languages', true) : null;
  if (!isSeq(list)) return [];
  const seen = new Map<unknown, number>();
  return list.items.flatMap((item, index) => {
    if (!isScalar(item)) return [];
    const first = seen.get(item.value);
    if (first === undefined) {
      seen.set(item.value, index);
      return [];
    }
    const field = `languages[${index}]`;
    const line = lines.linePos(item.range?.[0] ?? 0).line;
    const message = `${field} repeats ${String(item.value)} (languages[${first}]); list each language once`;
    return [{ file: `${label}/site.yaml`, line, field, message }];
  });
}

/** Folders at the content root named like a language the site does not declare as a translation. */
function undeclaredFolders(dir: string, label: string): ContentIssue[] {
  const declared = declaredLanguages(dir);
  const others = declared.slice(1);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isLanguageFolder(entry.name) && !others.includes(entry.name))
    .map((entry) => {
      const code = declared.find((known) => known.toLowerCase() === entry.name.toLowerCase());
      const wanted = LANGUAGE_CODES.find((known) => known.toLowerCase() === entry.name.toLowerCase()) ?? entry.name;
      const message =
        code === declared[0]
          ? `is named like your default language (${code}), whose files are the ones at the content root; move what it holds up into ${label}/ and remove the folder`
          : code
            ? `is named ${entry.name}, but site.yaml declares ${code}; rename the folder to ${code}`
            : `looks like ${withArticle(languageName(wanted))} translation, but site.yaml does not declare ${wanted}; add it after your default language ("languages: [${[...declared.filter(isLanguageFolder), wanted].join(', ')}]" in ${label}/site.yaml), or remove the folder`;
      return { file: `${label}/${entry.name}`, line: 1, field: 'languages', message };
    });
}

/** Names whose first vowel sounds as "you": "a Ukrainian", "a European Portuguese" (but "an Urdu", "an Uzbek"). */
const YOU_SOUND = /^(?:Uk|Uni|Uy|Eu)/;

/** "an Arabic", "a Polish", "a Ukrainian": the article English puts before a language's name, by its sound. */
const withArticle = (name: string) => `${/^[AEIOU]/.test(name) && !YOU_SOUND.test(name) ? 'an' : 'a'} ${name}`;

/** Every error in the site's translations and its list of languages. */
export function translationIssues(dir: string, label: string): ContentIssue[] {
  return [
    ...repeatedLanguages(dir, label),
    ...undeclaredFolders(dir, label),
    ...translationLanguages(dir).flatMap((code) => languageIssues(dir, label, code)),
  ];
}
