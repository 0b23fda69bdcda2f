/**
 * What @retorquere/bibtex-parser hands back, made into the plain text a card shows: its markup
 * (`<i>`, `<sup>`, a `\href` as `<a>`) taken out, paragraphs kept apart, and Unicode composed.
 */
/**
 * The tags the parser writes for TeX's formatting, and nothing else: the parser writes a `<` typed
 * in text as `<` too, so only these exact tags are markup (a title that names `<b>` loses it).
 */
const MARKUP =
  /<\/?(?:i|b|sup|sub|code|li|ul|ol|blockquote|h[1-6])>|<span (?:class="nocase"|style="font-variant:small-caps;")>|<\/span>|<a href="[^"]*">|<\/a>/g;
const BREAK = /<\/?(?:p|br)>/g;

/** A dotless ı or ȷ under an accent (TeX's `\'{\i}`) is the dotted letter with it: í. */
const composed = (text: string) =>
  text
    .replace(/ı(?=\p{Mn})/gu, 'i')
    .replace(/ȷ(?=\p{Mn})/gu, 'j')
    .normalize('NFC');

/**
 * The parser follows TeX's old OT1 fonts, where a `<` or `>` typed in text prints ¡ or ¿; every
 * engine and font encoding in use today (T1, XeTeX, LuaTeX) prints the sign, as owners mean it
 * ("p < 0.05"). So where the entry as written has the sign and not the other mark, it is the sign.
 */
export function withSigns(decoded: string, written: unknown): string {
  if (typeof written !== 'string') return decoded;
  let text = decoded;
  if (written.includes('<') && !written.includes('¡') && !written.includes('!`')) text = text.replace(/¡/g, '<');
  if (written.includes('>') && !written.includes('¿') && !written.includes('?`')) text = text.replace(/¿/g, '>');
  return text;
}

/** One line of text: markup out, any run of spaces or breaks one space; TeX's `~` stays a no-break space. */
export const plainText = (value: string): string =>
  composed(
    value
      .replace(BREAK, ' ')
      .replace(MARKUP, '')
      .replace(/[^\S\u00A0]+/g, ' ')
      .trim(),
  );

/** Paragraphs, as an abstract writes them with a blank line between (the parser's `<p>`). */
export const paragraphs = (value: string): string[] =>
  value
    .split(BREAK)
    .map(plainText)
    .filter((paragraph) => paragraph.length > 0);

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Paragraphs as the HTML of an entry's body: text only, every character that means markup escaped. */
export const paragraphsHtml = (texts: readonly string[]): string =>
  texts.map((text) => `<p>${text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char)}</p>`).join('\n');
