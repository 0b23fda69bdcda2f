/**
 * `import resume from 'virtual:resume'` gives the résumé's file names (the PDF's is the owner's,
 * e.g. Ada-Lovelace-CV.pdf, Ada-Lovelace-CV-pl.pdf in Polish; resume.pdf is written too, for old
 * links) and the PDF's real size, so the "Download CV" link can say "PDF, 28 KB". The build
 * renders the files once content has compiled and hands them to this plugin, which emits them into the
 * client build; only the module that reads the size waits for them. The dev server renders them on request.
 */
import type { Plugin, ViteDevServer } from 'vite';
import { env } from '../env.ts';
import { buildLanguage } from '../i18n/languages.ts';
import type { ResumeFiles } from './render';

const VIRTUAL_ID = 'virtual:resume';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const FILES = { pdf: 'resume.pdf', json: 'resume.json' } as const;
// The PDF's own name (file-name.ts): Ada-Lovelace-CV.pdf, Ada-Lovelace-CV-pl.pdf, resume-ar.pdf.
const NAMED_PDF = /(?:-CV|^resume)(?:-[A-Za-z0-9-]+)?\.pdf$/;

// The dev server is in one language (SITE_LANGUAGE): its accessors read that language's content.
const devLanguage = () => buildLanguage(env.contentDir, env.siteLanguage);
const renderInDev = async (server: ViteDevServer): Promise<ResumeFiles> =>
  (await server.ssrLoadModule('/scripts/resume/render.tsx')).renderResume(server.config.base, undefined, devLanguage());

/** `run`: the build's résumé files in this build's language, rendered once content has compiled. */
export function resumePlugin(run?: Promise<ResumeFiles>): Plugin {
  let server: ViteDevServer | undefined;
  let ssr = false;
  const files = (): Promise<ResumeFiles> | undefined => run ?? (server && renderInDev(server));
  return {
    name: 'portfolio:resume',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(devServer) {
      if (env.vitest) return;
      server = devServer;
      devServer.middlewares.use(async (req, res, next) => {
        const name = req.url?.split('?')[0]?.replace(`${devServer.config.base}${devLanguage().prefix}`, '');
        if (!name || !(name === FILES.json || name === FILES.pdf || NAMED_PDF.test(name))) return next();
        try {
          const rendered = await renderInDev(devServer);
          if (name !== FILES.json && name !== FILES.pdf && name !== rendered.pdfName) return next();
          res.setHeader('Content-Type', name === FILES.json ? 'application/json' : 'application/pdf');
          res.end(name === FILES.json ? rendered.json : rendered.pdf);
        } catch (error) {
          next(error);
        }
      });
    },
    resolveId: { filter: { id: /^virtual:resume$/ }, handler: () => RESOLVED_ID },
    load: {
      filter: { id: /^\0virtual:resume$/ },
      async handler() {
        // Unit tests render components, not files: the old name and a stand-in size.
        const rendered = await files();
        const resume = { ...FILES, pdf: rendered?.pdfName ?? FILES.pdf, pdfBytes: rendered?.pdf.byteLength ?? 0 };
        return `export default ${JSON.stringify(resume)};\n`;
      },
    },
    async generateBundle() {
      if (ssr || !run) return;
      const { pdf, pdfName, json } = await run;
      this.emitFile({ type: 'asset', fileName: pdfName, source: pdf });
      if (pdfName !== FILES.pdf) this.emitFile({ type: 'asset', fileName: FILES.pdf, source: pdf });
      this.emitFile({ type: 'asset', fileName: FILES.json, source: json });
    },
  };
}
