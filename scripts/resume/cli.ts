/** `tsx scripts/resume/cli.ts [dir]`: writes <Name>-CV.pdf, resume.pdf and resume.json from compiled content into dir. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from '../env';
import { RESUME_JSON, RESUME_PDF, renderResume } from './render';

const dir = process.argv[2] ?? '.';
const files = await renderResume(env.basePath);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, files.pdfName), files.pdf);
writeFileSync(join(dir, RESUME_PDF), files.pdf);
writeFileSync(join(dir, RESUME_JSON), files.json);
console.log(
  `Wrote ${files.pdfName} (${files.pdf.byteLength} bytes, also as ${RESUME_PDF}) and ${RESUME_JSON} into ${dir} in ${files.seconds.toFixed(1)} s.`,
);
