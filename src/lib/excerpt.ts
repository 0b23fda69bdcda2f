/** A run of an excerpt's text, and whether it is a word the search matched. */
export type ExcerptPart = { text: string; marked: boolean };

/**
 * The page's text from Pagefind's form of it, which escapes `<` and `>` and nothing else (a page's
 * `&` and `"` come through as they are; Pagefind 1.6, pinned by search-hostile.build.test.tsx).
 * So a page's own text `&lt;` reads back as `<`: a post about HTML entities loses one in its excerpt.
 */
const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/**
 * Pagefind's excerpt as plain text runs. Pagefind escapes the page's `<` and `>` and wraps each
 * matched word in `<mark>`; those two tags are the only markup read, everything else becomes text,
 * so no word of a page (a title saying `<img onerror>`) can ever become an element.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const token of excerpt.split(/(<\/?mark>)/)) {
    if (token === '<mark>' || token === '</mark>') {
      marked = token === '<mark>';
      continue;
    }
    const text = decode(token);
    if (!text) continue;
    const last = parts.at(-1);
    // Words Pagefind marked one by one (東京 and 都 of 東京都) read as one match.
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  }
  return parts;
}
