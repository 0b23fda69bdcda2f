/**
 * Vite plugin: builds the site in one of its languages (SITE_LANGUAGE; the default when unset).
 * It lays each document's translation (content/<code>/<same path>) over the compiled original as
 * the content modules load, completes the site's own words (messages.ts), and tells the app which
 * language it is in and which others exist (`import.meta.env.SITE_LANGUAGE` / `SITE_LANGUAGES`).
 * Each language is a build of its own, so a page's scripts hold its own language's words alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { documentDefs } from '../../src/content/model.ts';
import { env } from '../env.ts';
import { buildLanguage, type LanguageInfo, siteLanguages } from './languages.ts';
import { messagesFor } from './messages.ts';
import { overlay } from './overlay.ts';

type Doc = Record<string, unknown> & { type?: string; _raw?: { sourceFilePath?: string } };

const GENERATED_JSON = /[/\\]\.contentlayer[/\\](?:.+[/\\])?generated[/\\].+\.json(?:\?.*)?$/;

/** The translation of a content file in `code`, parsed, or null when there is none. */
function translationOf(contentDir: string, code: string, sourceFilePath: string): Doc | null {
  const stem = sourceFilePath.replace(/\.(?:ya?ml|md)$/, '');
  for (const extension of ['.yaml', '.yml', '.md']) {
    const file = join(contentDir, code, `${stem}${extension}`);
    if (!existsSync(file)) continue;
    const parsed: unknown = extension === '.md' ? null : parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Doc) : {};
  }
  return null;
}

/** One compiled document in `language`. */
export function localizeDocument(doc: Doc, language: LanguageInfo, contentDir: string): Doc {
  const source = doc._raw?.sourceFilePath;
  const isDefault = language.prefix === '';
  const translation = !isDefault && source ? translationOf(contentDir, language.code, source) : null;
  if (doc.type === 'Messages') {
    // The default language's overrides are the original file; another language's are its own file only.
    const { type, _id, _raw, ...overrides } = doc;
    const words = messagesFor(language.code, isDefault ? overrides : (translation ?? {}));
    return words ? { type, _id, _raw, ...words } : doc;
  }
  const def = documentDefs.find((candidate) => candidate.name === doc.type);
  if (!translation || !def) return doc;
  return overlay(doc, translation, def.fields).value as Doc;
}

/** `code`: the language to build in, SITE_LANGUAGE unless given. */
export function localize(code: string | undefined = env.siteLanguage): Plugin {
  const contentDir = env.contentDir;
  const languages = siteLanguages(contentDir);
  const language = buildLanguage(contentDir, code);
  return {
    name: 'portfolio:localize',
    enforce: 'pre',
    config: () => ({
      define: {
        'import.meta.env.SITE_LANGUAGE': JSON.stringify(language),
        'import.meta.env.SITE_LANGUAGES': JSON.stringify(languages),
      },
    }),
    transform: {
      filter: { id: GENERATED_JSON },
      handler(code) {
        const data = JSON.parse(code) as Doc | Doc[];
        const localized = Array.isArray(data)
          ? data.map((doc) => localizeDocument(doc, language, contentDir))
          : localizeDocument(data, language, contentDir);
        return { code: JSON.stringify(localized), map: null };
      },
    },
  };
}
