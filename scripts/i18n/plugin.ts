/**
 * Vite plugin: builds the site in one of its languages (SITE_LANGUAGE; the default when unset).
 * It lays each document's translation (content/<code>/<same path>) over the compiled original as
 * the content modules load, completes the site's own words (messages.ts), and tells the app which
 * language it is in and which others exist (`import.meta.env.SITE_LANGUAGE` / `SITE_LANGUAGES`).
 * Each language is a build of its own, so a page's scripts hold its own language's words alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { SECTION_ONLY_GROUPS } from '../../src/content/model/messages.ts';
import { allDocumentDefs } from '../../src/content/model.ts';
import { env } from '../env.ts';
import { buildLanguage, type LanguageInfo, siteLanguages } from './languages.ts';
import { compiledBody, splitMarkdown } from './markdown.ts';
import { shippedWords } from './messages.ts';
import { type Data, overlay } from './overlay.ts';

type Doc = Record<string, unknown> & { type?: string; _raw?: { sourceFilePath?: string } };

const GENERATED_JSON = /[/\\]\.contentlayer[/\\](?:.+[/\\])?generated[/\\].+\.json(?:\?.*)?$/;
/** The site's own words, in English: the module src/content/messages.ts reads them from. */
const ENGLISH_WORDS = /[/\\]src[/\\]messages[/\\]en\.json$/;

/** A Markdown translation's body, beside its front matter. */
const BODY = Symbol('body');

/** The translation of a content file in `code`, parsed, or null when there is none. */
function translationOf(contentDir: string, code: string, sourceFilePath: string): (Doc & { [BODY]?: string }) | null {
  const stem = sourceFilePath.replace(/\.(?:ya?ml|md)$/, '');
  for (const extension of ['.yaml', '.yml', '.md']) {
    const file = join(contentDir, code, `${stem}${extension}`);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (extension === '.md') {
      const { data, body } = splitMarkdown(text);
      return { ...data, [BODY]: body };
    }
    const parsed: unknown = parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Doc) : {};
  }
  return null;
}

/** One compiled document in `language`. */
export function localizeDocument(doc: Doc, language: LanguageInfo, contentDir: string): Doc {
  const source = doc._raw?.sourceFilePath;
  const isDefault = language.prefix === '';
  const translation = !isDefault && source ? translationOf(contentDir, language.code, source) : null;
  if (doc.type === 'Messages' && !isDefault) {
    // The owner's overrides of the site's words are per language: the default's file says nothing here.
    const { type, _id, _raw } = doc;
    return { type, _id, _raw, ...translation };
  }
  const def = allDocumentDefs.find((candidate) => candidate.name === doc.type);
  if (!def || isDefault) return doc;
  const { value, untranslated } = overlay(doc, translation ?? {}, def.fields);
  // A translated post: its own body, compiled as the original's was; an empty one keeps the original's.
  const raw = def.markdown ? translation?.[BODY] : undefined;
  const body = raw?.trim() ? compiledBody(raw) : null;
  const fields = def.markdown && doc.hasBody && !body ? [...untranslated, 'body'] : untranslated;
  // What the page shows in the default language, and that language, so the page marks those words.
  return { ...value, ...body, untranslated: fields.length ? { ...originalWords(contentDir, language), fields } : null };
}

/** The attributes of words in the default language on `language`'s pages: its code, and its direction where theirs differs. */
function originalWords(contentDir: string, language: LanguageInfo): { lang: string; dir?: LanguageInfo['dir'] } {
  const original = buildLanguage(contentDir, undefined);
  return original.dir === language.dir ? { lang: original.code } : { lang: original.code, dir: original.dir };
}

/** The switcher's module, and what a site in one language builds in its place. */
const SWITCHER = /[/\\]components[/\\]LanguageSwitcher[/\\]LanguageSwitcher(?:\.tsx)?$/;
const NO_SWITCHER = fileURLToPath(new URL('../../src/components/LanguageSwitcher/OneLanguage.tsx', import.meta.url));

/**
 * Vite plugin for builds: a site in one language gets no switcher's code or styles at all (it
 * would render nothing), so one language costs its visitors nothing.
 */
export function oneLanguage(): Plugin {
  const single = siteLanguages(env.contentDir).length < 2;
  return {
    name: 'portfolio:one-language',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /LanguageSwitcher/ },
      async handler(id, importer, options) {
        if (!single || !SWITCHER.test(id)) return null;
        const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
        return resolved && SWITCHER.test(resolved.id) ? NO_SWITCHER : null;
      },
    },
  };
}

/**
 * The modules that read the site's words (src/content/messages.ts, section-words.ts), and what a
 * build gives each in place of the whole file: the words every page says, or those only the
 * sections' pages do, in the build's language. Plain Node (the résumé) reads the file itself.
 */
const WORDS_READERS: [RegExp, string][] = [
  [/src[/\\]content[/\\]messages\.ts$/, '\0virtual:site-words'],
  [/src[/\\]content[/\\]section-words\.ts$/, '\0virtual:section-words'],
];

/** The site's words split in two: what every page says, and the groups only the sections' pages do. */
function splitWords(words: Data): { everyPage: Data; sections: Data } {
  const only = new Set<string>(SECTION_ONLY_GROUPS);
  const entries = Object.entries(words);
  return {
    everyPage: Object.fromEntries(entries.filter(([group]) => !only.has(group))),
    sections: Object.fromEntries(entries.filter(([group]) => only.has(group))),
  };
}

/** `code` is the language to build, one of site.yaml's `languages`; the default when left out. */
export function localize(code?: string): Plugin {
  const contentDir = env.contentDir;
  const languages = siteLanguages(contentDir);
  const language = buildLanguage(contentDir, code);
  /** The build's language's shipped words; English as the file has it. */
  const wordsOf = (english: string): Data =>
    language.code === 'en' ? (JSON.parse(english) as Data) : (shippedWords(language.code) ?? {});
  return {
    name: 'portfolio:localize',
    enforce: 'pre',
    resolveId: {
      filter: { id: /[/\\]messages[/\\]en\.json$/ },
      handler: (_source, importer) => WORDS_READERS.find(([reader]) => importer && reader.test(importer))?.[1] ?? null,
    },
    load: {
      filter: { id: /^\0virtual:(site|section)-words$/ },
      handler(id) {
        const file = fileURLToPath(new URL('../../src/messages/en.json', import.meta.url));
        this.addWatchFile(file);
        const words = wordsOf(readFileSync(file, 'utf8'));
        // Unit tests read every word from either module, as the shipped file has them.
        const split = env.vitest ? { everyPage: words, sections: words } : splitWords(words);
        return `export default ${JSON.stringify(id.endsWith('site-words') ? split.everyPage : split.sections)};`;
      },
    },
    config: () => ({
      define: {
        'import.meta.env.SITE_LANGUAGE': JSON.stringify(language),
        'import.meta.env.SITE_LANGUAGES': JSON.stringify(languages),
      },
    }),
    transform: {
      filter: { id: [GENERATED_JSON, ENGLISH_WORDS] },
      handler(code, id) {
        // In another language's build the English module holds that language's words instead, so
        // the pages' scripts carry no English the reader never sees.
        if (ENGLISH_WORDS.test(id))
          return language.code === 'en' ? null : { code: JSON.stringify(shippedWords(language.code)), map: null };
        // The default language is the compiled content as it is: nothing to lay over.
        if (language.prefix === '') return null;
        const data = JSON.parse(code) as Doc | Doc[];
        const localized = Array.isArray(data)
          ? data.map((doc) => localizeDocument(doc, language, contentDir))
          : localizeDocument(data, language, contentDir);
        return { code: JSON.stringify(localized), map: null };
      },
    },
  };
}
