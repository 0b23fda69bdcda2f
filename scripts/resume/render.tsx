/**
 * Renders the résumé files from compiled content: the PDF with react-pdf, named after the owner,
 * and resume.json. The PDF keeps to its budget (budget.ts) and draws every character with an
 * embedded font (script-fonts.ts); what it leaves out is printed as build warnings.
 * Node-only; the build, the dev server and `tsx scripts/resume/cli.ts` call it.
 */
import { renderToBuffer } from '@react-pdf/renderer';
import { getSite } from '../../src/content/site';
import type { LanguageInfo } from '../../src/lib/language';
import { BUDGETS, PAGE_CAP, withinBudget } from './budget';
import { type ResumeData, resumeData } from './data';
import { allText, withoutMissing } from './drawable';
import { pdfFileName } from './file-name';
import { registerHyphenation } from './fonts';
import { toJsonResume } from './json-resume';
import { ResumeDocument } from './ResumeDocument';
import { registerScriptFonts } from './script-fonts';

/** The old name, still written so links to it keep working. */
export const RESUME_PDF = 'resume.pdf';
export const RESUME_JSON = 'resume.json';

export type ResumeFiles = { pdf: Uint8Array; pdfName: string; json: string; seconds: number; warnings: string[] };

/** What the résumé needs to know of its language: its words, its direction, where its files go. */
export type ResumeLanguage = Pick<LanguageInfo, 'code' | 'dir' | 'prefix'>;
const ENGLISH: ResumeLanguage = { code: 'en', dir: 'ltr', prefix: '' };

// What ResumeDocument.tsx writes itself, around the content's words (and its language's, added below).
const OWN_TEXT = '• · – : , % 0123456789';

const pageCount = (pdf: Uint8Array) =>
  Buffer.from(pdf)
    .toString('latin1')
    .match(/\/Type \/Page\b/g)?.length ?? 0;

/**
 * Both files from the content the accessors read here (the default language's, compiled), with
 * how long the PDF took; `base` is the deploy's base path, e.g. "/".
 */
export function renderResume(
  base = '/',
  log: (line: string) => void = console.warn,
  language: ResumeLanguage = ENGLISH,
): Promise<ResumeFiles> {
  return renderResumeOf(resumeData(), base, language, log);
}

/** Both files from `full`, in `language` (another language's data comes from language-data.ts). */
export async function renderResumeOf(
  full: ResumeData,
  base: string,
  language: ResumeLanguage,
  log: (line: string) => void = console.warn,
): Promise<ResumeFiles> {
  const started = performance.now();
  registerHyphenation();
  const own = `${OWN_TEXT} ${Object.values(full.words)
    .join(' ')
    .replace(/\{\w+\}/g, '')}`;
  const first = withinBudget(full, BUDGETS[0]);
  const { families, missing } = await registerScriptFonts(`${own} ${allText(first.data)}`);
  const drawable = withoutMissing(full, missing);
  let pdf = new Uint8Array();
  let left: string[] = [];
  for (const budget of BUDGETS) {
    const cut = withinBudget(drawable.data, budget);
    left = cut.left;
    const document = <ResumeDocument data={cut.data} families={families} language={language} />;
    pdf = new Uint8Array(await renderToBuffer(document));
    if (pageCount(pdf) <= PAGE_CAP) break;
  }
  const warnings = [...drawable.warnings];
  if (left.length > 0) warnings.push(`resume.pdf keeps to ${PAGE_CAP} pages and leaves out: ${left.join('; ')}`);
  if (pageCount(pdf) > PAGE_CAP)
    warnings.push(`resume.pdf has ${pageCount(pdf)} pages even at its tightest budget: shorten the longest texts`);
  for (const warning of warnings) log(`Warning: ${warning}`);
  const json = `${JSON.stringify(toJsonResume(full, `${base}${language.prefix}`, language.code), null, 2)}\n`;
  // Another language's copy says its code; a name it writes in another script gives way to the default's.
  const pdfName = language.prefix ? pdfFileName([full.name, getSite().name], language.code) : pdfFileName([full.name]);
  return { pdf, pdfName, json, seconds: (performance.now() - started) / 1000, warnings };
}
