/**
 * This build's language, the site's others and the address of a page in each: what the switcher
 * needs, in a module of its own. Reached through language.ts by the router and the résumé link, a
 * module those and the top bar all import would reorder the bundle's stylesheet, so a site in one
 * language would no longer build to the same bytes.
 */
import type { LanguageInfo } from './language';

// Vitest hands every `import.meta.env` value to the code as a string ("[object Object]"): unit
// tests get a site in English alone, as the default build would be.
const ENGLISH: LanguageInfo = { code: 'en', name: 'English', dir: 'ltr', prefix: '' };
const defined = <T>(value: T, fallback: T): T => (typeof value === 'object' && value !== null ? value : fallback);

export const LANGUAGE: LanguageInfo = defined(import.meta.env.SITE_LANGUAGE, ENGLISH);
export const LANGUAGES: readonly LanguageInfo[] = defined(import.meta.env.SITE_LANGUAGES, [LANGUAGE]);

/** The address of `path` (`/skills`) in another language: a plain link, so it works before and without the app. */
export function pathIn(language: LanguageInfo, path: string): string {
  const inner = path.replace(/^\/+/, '');
  const base = `${import.meta.env.BASE_URL}${language.prefix}`;
  return inner ? `${base}${inner}` : base;
}
