/**
 * The sections' build-time modules. `virtual:section-names` lists the sections that have entries
 * (the navigation shows only those, on every page, so it is a few words, not the entries);
 * `virtual:section-bodies` maps each entry with a body to a loader of its own module,
 * `virtual:section-body/<section>/<slug>`, which holds that body's HTML and table of contents. So a
 * post's words reach the browser in its prerendered page, or in one small chunk on a client-side
 * visit, never in the scripts every page loads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contentRun } from '../content/run.ts';
import { env } from '../env.ts';
import { buildLanguage } from '../i18n/languages.ts';
import { localizeDocument } from '../i18n/plugin.ts';

const NAMES = 'virtual:section-names';
const BODIES = 'virtual:section-bodies';
const BODY = 'virtual:section-body/';

type GeneratedEntry = { section: string; slug: string; hasBody: boolean; body: { html: string }; toc: unknown };

const VIRTUAL = /^virtual:section-(?:names|bodies|body\/)/;
const RESOLVED = /^\0virtual:section-(?:names|bodies|body\/)/;

/**
 * The Vite plugin; `generatedDir` is where contentlayer2 writes (the `contentlayer/generated` alias),
 * `code` the build's language, whose translations are laid over the entries (scripts/i18n/).
 */
export function sectionsPlugin(generatedDir: string, code?: string): Plugin {
  let index = '';
  const language = buildLanguage(env.contentDir, code);
  const entries = (): GeneratedEntry[] =>
    existsSync(index)
      ? (JSON.parse(readFileSync(index, 'utf8')) as GeneratedEntry[]).map(
          (entry) => localizeDocument(entry, language, env.contentDir) as GeneratedEntry,
        )
      : [];
  return {
    name: 'portfolio:sections',
    configResolved(config) {
      index = join(resolve(config.root, generatedDir), 'SectionEntry', '_index.json');
    },
    resolveId: { filter: { id: VIRTUAL }, handler: (id) => `\0${id}` },
    load: {
      filter: { id: RESOLVED },
      async handler(resolved) {
        await contentRun();
        this.addWatchFile(index);
        const id = resolved.slice(1);
        const all = entries();
        if (id === NAMES) return `export default ${JSON.stringify([...new Set(all.map((entry) => entry.section))])};`;
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
