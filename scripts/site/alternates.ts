/** The same page in each of the site's languages, for `hreflang` links and the sitemap. */
import { absoluteUrl } from '../../src/lib/urls';
import type { LanguageInfo } from '../i18n/languages';
import type { Alternate } from './seo';

/**
 * `path` in every language at its absolute URL, then `x-default` (the default language's), for
 * search engines to offer each reader their own. A site in one language has none.
 */
export function alternatesOf(
  siteUrl: string,
  base: string,
  languages: readonly LanguageInfo[],
  path: string,
): Alternate[] {
  if (languages.length < 2) return [];
  const hrefIn = (language: LanguageInfo) => absoluteUrl(siteUrl, `${base}${language.prefix}`, path);
  const own = languages.map((language) => ({ hreflang: language.code, href: hrefIn(language) }));
  return [...own, { hreflang: 'x-default', href: hrefIn(languages[0] as LanguageInfo) }];
}
