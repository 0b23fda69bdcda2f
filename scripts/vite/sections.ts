/**
 * The sections' build-time modules. The compiled page list reaches the site without hidden pages
 * and sections that have no entries;
 * `virtual:section-bodies` maps each entry with a body to a loader of its own module,
 * `virtual:section-body/<section>/<slug>`, which holds that body's HTML and table of contents. So a
 * post's words reach the browser in its prerendered page, or in one small chunk on a client-side
 * visit, never in the scripts every page loads.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PATHS } from '../../src/content/model/vocabulary.ts';
import { contentRun } from '../content/run.ts';
import { env } from '../env.ts';
import { buildLanguage } from '../i18n/languages.ts';
import { localizeDocument } from '../i18n/plugin.ts';

const BODIES = 'virtual:section-bodies';
const BODY = 'virtual:section-body/';

type GeneratedEntry = { section: string; slug: string; hasBody: boolean; body: { html: string }; toc: unknown };

const VIRTUAL = /^virtual:section-(?:bodies|body\/)/;
const RESOLVED = /^\0virtual:section-(?:bodies|body\/)/;
/** The compiled page list, which the site reads without the pages it does not show. */
const PAGES = /[/\\]\.contentlayer[/\\]generated[/\\]Page[/\\]_index\.json$/;

/**
 * The Vite plugin; `generatedDir` is where contentlayer2 writes (the `contentlayer/generated` alias),
 * `code` the build's language, whose translations are laid over the entries (scripts/i18n/).
 */
export function sectionsPlugin(generatedDir: string, code?: string): Plugin {
  let index = '';
  const language = buildLanguage(env.contentDir, code);
  const read = <T>(type: string): T[] => {
    const file = join(dirname(index), '..', type, '_index.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T[]) : [];
  };
  // The build's language laid over each entry: a translated post has its own body. Read once per
  // compile of the content, not once per body module: 1,000 posts are a 6 MB list that each of
  // their 1,000 modules (in both bundles) would otherwise parse again.
  let cached: { at: number; entries: GeneratedEntry[] } | null = null;
  const entries = () => {
    const at = existsSync(index) ? statSync(index).mtimeMs : 0;
    if (cached?.at !== at)
      cached = {
        at,
        entries: read<GeneratedEntry>('SectionEntry').map(
          (entry) => localizeDocument(entry, language, env.contentDir) as GeneratedEntry,
        ),
      };
    return cached.entries;
  };
  return {
    name: 'portfolio:sections',
    configResolved(config) {
      index = join(resolve(config.root, generatedDir), 'SectionEntry', '_index.json');
    },
    resolveId: { filter: { id: VIRTUAL }, handler: (id) => `\0${id}` },
    // Before the other plugins read it as JSON: the site knows only the pages it shows, so a hidden
    // page or an empty section has no navigation item, and its address is not found.
    transform: {
      order: 'pre',
      filter: { id: PAGES },
      handler(code, id) {
        if (id.includes('?')) return null;
        const sections = new Set(entries().map((entry) => `/${entry.section}`));
        const pages = JSON.parse(code) as { path: string; hidden?: boolean }[];
        const shown = pages.filter(
          (page) => !page.hidden && ((ROUTE_PATHS as readonly string[]).includes(page.path) || sections.has(page.path)),
        );
        return { code: JSON.stringify(shown), map: null };
      },
    },
    load: {
      filter: { id: RESOLVED },
      async handler(resolved) {
        await contentRun();
        this.addWatchFile(index);
        const id = resolved.slice(1);
        const all = entries();
        if (id === BODIES) {
          const loaders = all
            .filter((entry) => entry.hasBody)
            .map((entry) => {
              const key = `${entry.section}/${entry.slug}`;
              return `${JSON.stringify(key)}: () => import(${JSON.stringify(`${BODY}${key}`)})`;
            });
          return `export default {\n${loaders.join(',\n')}\n};`;
        }
        const key = id.slice(BODY.length);
        const entry = all.find((candidate) => `${candidate.section}/${candidate.slug}` === key);
        if (!entry) throw new Error(`${id}: no section entry ${key} in ${index}.`);
        return `export default ${JSON.stringify({ html: entry.body.html, toc: entry.toc })};`;
      },
    },
  };
}
