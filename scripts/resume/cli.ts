/**
 * `[SITE_LANGUAGE=pl] tsx scripts/resume/cli.ts [dir]`: writes <Name>-CV.pdf (<Name>-CV-pl.pdf in
 * Polish), resume.pdf and resume.json from compiled content into dir, in the site's default
 * language or the one named.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { env } from '../env';
import { buildLanguage } from '../i18n/languages';
import { renderLanguageResume } from './language-data';
import { RESUME_JSON, RESUME_PDF, renderResume } from './render';

const dir = process.argv[2] ?? '.';
const language = buildLanguage(env.contentDir, env.siteLanguage);
// The bundle of another language's data imports from node_modules: it is built inside the repository.
const scratch = fileURLToPath(new URL(`../../.build/resume-cli-${process.pid}`, import.meta.url));
const files = language.prefix
  ? await renderLanguageResume(language, env.basePath, scratch)
  : await renderResume(env.basePath, undefined, language);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, files.pdfName), files.pdf);
writeFileSync(join(dir, RESUME_PDF), files.pdf);
writeFileSync(join(dir, RESUME_JSON), files.json);
console.log(
  `Wrote ${files.pdfName} (${files.pdf.byteLength} bytes, also as ${RESUME_PDF}) and ${RESUME_JSON} into ${dir} in ${files.seconds.toFixed(1)} s.`,
);
