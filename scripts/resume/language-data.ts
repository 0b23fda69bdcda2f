/**
 * The résumé's data in a language other than the default: data.ts reads the accessors, which read
 * the compiled content; only a Vite build lays a language's translations over it
 * (scripts/i18n/plugin.ts). So data.ts is bundled on its own with that plugin, for the language
 * the résumé is in, and the bundle is asked. The default language needs none of
 * this: its content is the compiled content, and render.tsx reads it directly while Vite bundles.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LanguageInfo } from '../i18n/languages';
import { localize } from '../i18n/plugin';
import type { ResumeData } from './data';
import type { ResumeFiles } from './render';

type DataModule = typeof import('./data');

const inRepository = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
// vite.config.ts's aliases, for the compiled content of a build (never the unit tests' fixture).
const ALIASES = { '@': inRepository('src'), 'contentlayer/generated': inRepository('.contentlayer/generated') };

/** resumeData() in `language`; `outDir` is a scratch folder inside the repository (for its imports), removed after. */
async function languageResumeData(language: string, outDir: string): Promise<ResumeData> {
  const { build } = await import('vite');
  try {
    await build({
      configFile: false,
      resolve: { alias: ALIASES },
      plugins: [localize(language)],
      build: { ssr: 'scripts/resume/data.ts', outDir, emptyOutDir: true, target: 'node20' },
      logLevel: 'warn',
    });
    const module: DataModule = await import(pathToFileURL(join(outDir, 'data.js')).href);
    return module.resumeData();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Both résumé files in `language`, for its client build to emit (resumePlugin). */
export async function renderLanguageResume(
  language: LanguageInfo,
  base: string,
  scratch: string,
): Promise<ResumeFiles> {
  const data = await languageResumeData(language.code, scratch);
  return (await import('./render')).renderResumeOf(data, base, language);
}
