/** The résumé's file name: the owner's name in plain ASCII, e.g. "Ada-Lovelace-CV.pdf". */

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

export function pdfFileName(name: string): string {
  const ascii = [...name.normalize('NFKD')]
    .map((char) => (Object.hasOwn(LETTERS, char) ? LETTERS[char] : char))
    .join('')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  // A name in a script with no ASCII letters keeps the plain, old name.
  return ascii ? `${ascii}-CV.pdf` : 'resume.pdf';
}
