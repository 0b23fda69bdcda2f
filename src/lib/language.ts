/**
 * The language this build of the site is in, and the site's others: each language is a build of
 * its own (scripts/i18n/plugin.ts), so these are constants.
 */

/** One language of the site. */
export type LanguageInfo = {
  /** BCP 47 tag, as the owner wrote it: `en`, `pl`, `pt-BR`. */
  code: string;
  /** Its own name for itself, for the switcher: "Polski", "العربية". */
  name: string;
  dir: 'ltr' | 'rtl';
  /** Where its pages live under the deploy's base: '' for the default, `pl/` for the others. */
  prefix: string;
};

declare global {
  interface ImportMetaEnv {
    readonly SITE_LANGUAGE: LanguageInfo;
    readonly SITE_LANGUAGES: readonly LanguageInfo[];
  }
}

// Vitest hands every `import.meta.env` value to the code as a string ("[object Object]"): unit
// tests get a site in English alone, as the default build would be.
const ENGLISH: LanguageInfo = { code: 'en', name: 'English', dir: 'ltr', prefix: '' };
const defined = <T>(value: T, fallback: T): T => (typeof value === 'object' && value !== null ? value : fallback);

export const LANGUAGE: LanguageInfo = defined(import.meta.env.SITE_LANGUAGE, ENGLISH);
export const LANGUAGES: readonly LanguageInfo[] = defined(import.meta.env.SITE_LANGUAGES, [LANGUAGE]);

/** Where this language's pages start: the deploy's base, then the language's prefix (`/portfolio/pl/`). */
export const PAGES_BASE = `${import.meta.env.BASE_URL}${LANGUAGE.prefix}`;

/** The address of `path` (`/skills`) in another language: a plain link, so it works before and without the app. */
export function pathIn(language: LanguageInfo, path: string): string {
  const inner = path.replace(/^\/+/, '');
  const base = `${import.meta.env.BASE_URL}${language.prefix}`;
  return inner ? `${base}${inner}` : base;
}
