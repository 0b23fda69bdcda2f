/**
 * Renders the résumé files from compiled content: resume.pdf with react-pdf and resume.json.
 * Node-only; the build, the dev server and `tsx scripts/resume/cli.ts` call it.
 */
import { renderToBuffer } from '@react-pdf/renderer';
import { resumeData } from './data';
import { registerFonts } from './fonts';
import { toJsonResume } from './json-resume';
import { ResumeDocument } from './ResumeDocument';

export const RESUME_PDF = 'resume.pdf';
export const RESUME_JSON = 'resume.json';

export type ResumeFiles = { pdf: Uint8Array; json: string; seconds: number };

/** Both files, with how long the PDF took; `base` is the deploy's base path, e.g. "/". */
export async function renderResume(base = '/'): Promise<ResumeFiles> {
  const started = performance.now();
  registerFonts();
  const data = resumeData();
  const pdf = new Uint8Array(await renderToBuffer(<ResumeDocument data={data} />));
  const json = `${JSON.stringify(toJsonResume(data, base), null, 2)}\n`;
  return { pdf, json, seconds: (performance.now() - started) / 1000 };
}
