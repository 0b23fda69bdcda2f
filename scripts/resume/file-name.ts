/** The résumé's file name: the owner's name in plain ASCII, e.g. "Ada-Lovelace-CV.pdf", "Ada-Lovelace-CV-pl.pdf". */

// Letters NFKD does not take apart into a base letter and a mark.
const LETTERS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ø: 'o',
  Ø: 'O',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
};

/** A name in plain ASCII, words joined by dashes; empty for a name with no Latin letters. */
function asciiName(name: string): string {
  return [...name.normalize('NFKD')]
    .map((char) => (Object.hasOwn(LETTERS, char) ? LETTERS[char] : char))
    .join('')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The PDF's name, after the first of `names` with Latin letters. A language other than the default
 * (`code`) says its code, "Ada-Lovelace-CV-pl.pdf", so a reader who saves two never gets one
 * file under the other's name.
 */
export function pdfFileName(names: readonly string[], code?: string): string {
  const ascii = names.map(asciiName).find(Boolean);
  const language = code ? `-${code}` : '';
  // A name in a script with no ASCII letters keeps the plain, old name.
  return ascii ? `${ascii}-CV${language}.pdf` : `resume${language}.pdf`;
}
