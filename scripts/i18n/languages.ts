/**
 * The languages a site is written in: `languages:` in content/site.yaml, the first being the
 * default. Read from the YAML itself, because contentlayer2's configuration, the check and the build
 * need them before anything is compiled.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

import type { LanguageInfo } from '../../src/lib/language.ts';

export type { LanguageInfo };

/** The language of a site that declares none. */
const DEFAULT_LANGUAGE = 'en';

/** Languages written right to left (their primary subtag). */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

const textDirection = (code: string): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.has(code.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';

/** "polski" for pl: the name a reader looks for, in their own language (Node's CLDR data). */
function autonym(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    // Lower-case autonyms ("polski") start a menu item in capitals, as the language writes a sentence.
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/** The codes `site.yaml` declares, default first; a missing or unreadable list is the default alone (the check reports it). */
export function declaredLanguages(contentDir: string): string[] {
  const file = join(contentDir, 'site.yaml');
  try {
    const site: unknown = existsSync(file) ? parse(readFileSync(file, 'utf8')) : null;
    const list = (site as { languages?: unknown } | null)?.languages;
    if (Array.isArray(list) && list.length > 0 && list.every((code) => typeof code === 'string'))
      return [...new Set(list as string[])];
  } catch {
    // The check names the file and line of the mistake.
  }
  return [DEFAULT_LANGUAGE];
}

/** Every language of the site, with what the switcher and the pages need to know of it. */
export function siteLanguages(contentDir: string): LanguageInfo[] {
  return declaredLanguages(contentDir).map((code, index) => ({
    code,
    name: autonym(code),
    dir: textDirection(code),
    prefix: index === 0 ? '' : `${code}/`,
  }));
}

/** The language a build is for: `wanted` (SITE_LANGUAGE) when the site has it, else the default. */
export function buildLanguage(contentDir: string, wanted: string | undefined): LanguageInfo {
  const languages = siteLanguages(contentDir);
  return languages.find((language) => language.code === wanted) ?? (languages[0] as LanguageInfo);
}
