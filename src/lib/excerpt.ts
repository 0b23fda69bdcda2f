/** A run of an excerpt's text, and whether it is a word the search matched. */
export type ExcerptPart = { text: string; marked: boolean };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The page's own text from Pagefind's escaped form, in one pass: `&amp;lt;` stays the text `&lt;`. */
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');

/**
 * Pagefind's excerpt as plain text runs. Pagefind escapes the page's text (`<` as `&lt;`) and wraps
 * each matched word in `<mark>`; those two tags are the only markup read, everything else becomes
 * text, so no word of a page (a title saying `<img onerror>`) can ever become an element.
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
