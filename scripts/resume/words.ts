/**
 * The words the résumé writes itself, around the content's, in each language we ship them for.
 * Headings other than these are the site's own names for its pages (data.ts). Kept in one object
 * so they can move into the site's messages (src/messages/<code>.json) as they are.
 */
export type ResumeWords = {
  /** The certificates section's heading (the site shows them on another page's name). */
  certificates: string;
  /** Before a role's client: "Client: Harbour Fintech". */
  client: string;
  /** A degree still under way; `{percent}` is its progress. */
  complete: string;
  /** The PDF's subject; `{name}` is the owner's. */
  subject: string;
};

const WORDS: Record<string, ResumeWords> = {
  en: { certificates: 'Certificates', client: 'Client', complete: '{percent}% complete', subject: 'Résumé of {name}' },
  pl: { certificates: 'Certyfikaty', client: 'Klient', complete: 'ukończono {percent}%', subject: 'CV: {name}' },
  ar: {
    certificates: 'الشهادات',
    client: 'العميل',
    complete: 'مكتمل بنسبة {percent}%',
    subject: 'السيرة الذاتية: {name}',
  },
};

/** The words in `code` (`pt-BR`, else `pt`), or English for a language we ship none for. */
export function resumeWords(code: string): ResumeWords {
  return WORDS[code] ?? WORDS[code.split('-')[0] ?? ''] ?? (WORDS.en as ResumeWords);
}

/** `template` with each `{key}` replaced by its value. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
