/**
 * The language this build of the site is in, and the site's others: each language is a build of
 * its own (scripts/i18n/plugin.ts), so these are constants.
 */
import { LANGUAGE } from './language-links';

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

// A page's address in another language: pathIn in language-links.ts.
export { LANGUAGE, LANGUAGES } from './language-links';

/** Where this language's pages start: the deploy's base, then the language's prefix (`/portfolio/pl/`). */
export const PAGES_BASE = `${import.meta.env.BASE_URL}${LANGUAGE.prefix}`;
