/**
 * A tag's address segment, in any script: "Kubernetes" → "kubernetes", "CI" and "ci" → "ci",
 * "C++" → "c-plus-plus", "C#" → "c-sharp", "日本語" → "日本語", "Résumé" → "resume". Latin accents go, as
 * the site's other slugs drop them; every other letter, digit and mark stays (a Japanese voiced
 * kana, an Arabic or Devanagari letter keeps its marks), so a tag in any language has an address of
 * its own. Two spellings with one slug are one tag. An empty result means the tag has no letter or
 * digit: the content check refuses it.
 */
export const tagSlug = (tag: string): string =>
  tag
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\+/g, '-plus-')
    .replace(/#/g, '-sharp-')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
