/**
 * Warnings, never failures, for words a translation leaves out: the page in that language shows the
 * original's text there (scripts/i18n/overlay.ts, the build's rule). One line per file, naming its
 * untranslated fields, and one line for a language with no translation yet, so an owner with forty
 * files reads forty lines at most per language. The site's own words get one line per language we
 * ship no file for (site-words.ts).
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { declaredLanguages } from '../../i18n/languages.ts';
import { shippedLanguages } from '../../i18n/messages.ts';
import { overlay } from '../../i18n/overlay.ts';
import { bodyOf } from '../front-matter.ts';
import { readData } from './read.ts';
import { findSiteWords } from './site-words.ts';
import { languageName, translationLanguages, translationOf } from './translations.ts';
import { documentTypeOf, listFiles, pathProblem } from './walk.ts';

export type Untranslated = {
  file: string;
  language: string;
  /** The original's translatable fields the page shows in the default language. */
  fields: string[];
  /** Where the missing translation goes; `files` counts the originals when the language has none at all. */
  missing?: string;
  files?: number;
  /** The site's own words in a language we ship none for: `fields` are the words' keys (site-words.ts). */
  siteWords?: { exists: boolean; fromDefault: string[]; defaultFile: string };
};

const bodyIn = (file: string) => bodyOf(readFileSync(file, 'utf8'));

/** `body`, when a section entry's original has a Markdown body and its translation none (its page shows the original's). */
const untranslatedBody = (dir: string, path: string, translation: string | undefined): string[] =>
  /\.md$/i.test(path) && bodyIn(join(dir, path)) && !(translation && bodyIn(join(dir, translation))) ? ['body'] : [];

/** Every file with words not yet translated into each declared language. */
export function findUntranslated(dir: string, shownDir = dir): Untranslated[] {
  const originals = listFiles(dir).filter((path) => documentTypeOf(path) && !pathProblem(dir, path));
  const siteWords = findSiteWords(dir, shownDir).map(
    ({ file, language, keys, exists, fromDefault }): Untranslated => ({
      file,
      language,
      fields: keys,
      siteWords: { exists, fromDefault, defaultFile: `${shownDir}/messages.yaml` },
    }),
  );
  const files = translationLanguages(dir).flatMap((language) => {
    const pairs = originals.map((path) => ({ path, translation: translationOf(dir, language, path) }));
    if (!pairs.some(({ translation }) => translation))
      return [{ file: `${shownDir}/${language}`, language, fields: [], files: originals.length }];
    return pairs.flatMap(({ path, translation }): Untranslated[] => {
      const def = documentTypeOf(path);
      // The site's own words come in the language's shipped file, under the owner's overrides, or
      // have their own line (site-words.ts).
      if (!def || def.name === 'Messages') return [];
      const original = readData(join(dir, path));
      const theirs = translation ? readData(join(dir, translation)) : {};
      if (!original || !theirs) return [];
      const fields = [
        ...overlay(original, theirs, def.fields).untranslated,
        ...untranslatedBody(dir, path, translation),
      ];
      if (fields.length === 0) return [];
      if (translation) return [{ file: `${shownDir}/${translation}`, language, fields }];
      return [{ file: `${shownDir}/${path}`, language, fields, missing: `${shownDir}/${language}/${path}` }];
    });
  });
  return [...siteWords, ...files];
}

/** "a, b and c". */
const and = (items: string[]) =>
  items.length === 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** "title, company and 3 more": the fields, shortened past eight. */
const fieldList = (fields: string[]) =>
  and(fields.length > 8 ? [...fields.slice(0, 7), `${fields.length - 7} more`] : fields);

/**
 * "4 fields (client, location, technologies and achievements)": counted, so the sentence reads the
 * same whatever the fields are called (a field named `empty` or `links` is no adjective).
 */
const countedFields = (fields: string[]) =>
  `${fields.length} ${fields.length === 1 ? 'field' : 'fields'} (${fieldList(fields)})`;

/** What one warning says, in the owner's words. */
function untranslatedMessage(warning: Untranslated, defaultLanguage: string): string {
  const name = languageName(warning.language);
  const original = languageName(defaultLanguage);
  if (warning.siteWords) return siteWordsMessage(warning, warning.siteWords, name, original);
  if (warning.files !== undefined)
    return `holds no ${name} translation yet, so the ${name} pages show the ${original} text of all ${warning.files} files; add each translation under its original's name, e.g. ${warning.file}/site.yaml.`;
  const fields = countedFields(warning.fields);
  if (warning.missing)
    return `has no ${name} translation (${warning.missing}), so ${fields} ${warning.fields.length === 1 ? 'shows' : 'show'} the ${original} text until translated.`;
  return `leaves ${fields} untranslated, so the ${name} page shows the ${original} text there until translated.`;
}

/** Which of the site's own words show in English, or in the default language, and where to write them. */
function siteWordsMessage(
  warning: Untranslated,
  { exists, fromDefault, defaultFile }: NonNullable<Untranslated['siteWords']>,
  name: string,
  original: string,
): string {
  const inEnglish = warning.fields.length - fromDefault.length;
  const shown = [
    ...(inEnglish > 0 ? [`${fromDefault.length > 0 ? `${inEnglish} ` : ''}in English`] : []),
    ...(fromDefault.length > 0
      ? [`${fromDefault.length} (${fieldList(fromDefault)}) in ${original}, from ${defaultFile}`]
      : []),
  ];
  const shipped = and(
    shippedLanguages()
      .map(languageName)
      .sort((a, b) => (a === 'English' ? -1 : b === 'English' ? 1 : 0)),
  );
  return `gives no ${name} for ${warning.fields.length} of the site's own words (${fieldList(warning.fields)}), so the ${name} pages show ${fromDefault.length > 0 ? '' : 'them '}${and(shown)}: the site ships its own words in ${shipped} only. ${exists ? 'Add them to this file' : 'Write them in this new file'}, in ${name}: the editor (/admin) lists each under Messages with its English, as src/messages/en.json does.`;
}

// Workflow-command escaping, as GitHub's toolkit does it.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One line per warning: a GitHub annotation under Actions, a plain warning otherwise. */
export function formatUntranslated(warning: Untranslated, defaultLanguage: string, githubActions = false): string {
  const text = untranslatedMessage(warning, defaultLanguage);
  if (!githubActions) return `Warning: ${warning.file}:1 ${text}`;
  const title = escapeProperty(`Untranslated (${warning.language})`);
  return `::warning file=${escapeProperty(warning.file)},line=1,title=${title}::${escapeData(text)}`;
}

/** Prints the warnings (and, with `summaryFile`, adds them to the job summary); returns the lines printed. */
export function reportUntranslated(dir: string, githubActions = false, summaryFile?: string): string[] {
  const warnings = findUntranslated(dir);
  const defaultLanguage = declaredLanguages(dir)[0] ?? 'en';
  const lines = warnings.map((warning) => formatUntranslated(warning, defaultLanguage, githubActions));
  for (const line of lines) console.log(line);
  if (summaryFile && warnings.length > 0) {
    const items = warnings.map((w) => `- \`${w.file}\` ${untranslatedMessage(w, defaultLanguage)}`);
    appendFileSync(
      summaryFile,
      `### Text not yet translated\n\n${items.join('\n')}\n\nWarnings only: the site builds and deploys.\n\n`,
    );
  }
  return lines;
}
