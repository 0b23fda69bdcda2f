/**
 * The résumé's data in a language other than the default: data.ts reads the accessors, which read
 * the compiled content; only a Vite build lays a language's translations over it
 * (scripts/i18n/plugin.ts). So data.ts is bundled on its own with that plugin, for the language
 * the résumé is in, and the bundle is asked. The default language needs none of
 * this: its content is the compiled content, and render.tsx reads it directly while Vite bundles.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LanguageInfo } from '../i18n/languages';
import { localize } from '../i18n/plugin';
import type { ResumeData } from './data';
import type { ResumeFiles } from './render';

type DataModule = typeof import('./data');

/** resumeData() in `language`; `outDir` is a scratch folder inside the repository (for its imports), removed after. */
export async function languageResumeData(language: string, outDir: string): Promise<ResumeData> {
  const [{ build }, config] = await Promise.all([import('vite'), import('../../vite.config')]);
  try {
    await build({
      configFile: false,
      // The same aliases as the site's build (`@/`, contentlayer/generated): the same modules.
      resolve: config.default.resolve,
      plugins: [localize(language)],
      build: { ssr: 'scripts/resume/data.ts', outDir, emptyOutDir: true, target: 'node20' },
      logLevel: 'warn',
    });
    const module: DataModule = await import(pathToFileURL(join(outDir, 'data.js')).href);
    return module.resumeData(language);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Both résumé files in `language`, for its client build to emit (startResumeRun). */
export async function renderLanguageResume(
  language: LanguageInfo,
  base: string,
  scratch: string,
): Promise<ResumeFiles> {
  const data = await languageResumeData(language.code, scratch);
  return (await import('./render')).renderResumeOf(data, base, language);
}
