import type { Plugin } from 'vite';

// Contentlayer's bookkeeping on every document; no page reads it.
const BOOKKEEPING = new Set(['_id', '_raw', 'sourceFile']);

const GENERATED = /[/\\]\.contentlayer[/\\]generated[/\\]/;

const ALL_DOCUMENTS = /^export const allDocuments = .*$/m;

/** What a build that no longer finds the generated code's shape says, so it fails instead of growing quietly. */
function changedShape(id: string, lookedFor: string): Error {
  return new Error(
    `lean-content (scripts/page-load/lean-content.ts) found no ${lookedFor} in ${id}: contentlayer's generated output changed shape.`,
  );
}

// Fields only the prerender reads, for <head> tags and the sitemap: the browser never shows them.
const HEAD_ONLY: Record<string, ReadonlySet<string>> = {
  Site: new Set(['description', 'siteUrl']),
  Page: new Set(['metaDescription']),
};

// A section entry's body and contents travel in a module of their own (scripts/vite/sections.ts), in both builds.
const SECTION_BODY: ReadonlySet<string> = new Set(['body', 'toc']);

/**
 * The site's words only the home page shows. src/content/home.ts imports them as
 * `Site/_index.json?page=home`, a module of its own that travels in the home page's chunk, so an
 * owner's long About never weighs on the other pages.
 */
const HOME_FIELDS: ReadonlySet<string> = new Set(['greeting', 'title', 'intro', 'chips', 'aboutTitle', 'about']);

/**
 * Vite plugin: ships just the content the pages read. In a build it drops contentlayer's
 * `allDocuments` list, which ties every document into one chunk that every route would download,
 * and strips contentlayer's bookkeeping fields, so each route's chunk carries only its own words.
 * The client build also leaves out the fields only the prerender's <head> tags read. In dev and
 * tests it only serves the home page's words module, whole.
 */
export function leanContent(): Plugin {
  let client = true;
  let serve = false;
  return {
    name: 'portfolio:lean-content',
    enforce: 'pre',
    configResolved(config) {
      client = !config.build.ssr;
      serve = config.command === 'serve';
    },
    transform: {
      // The filter keeps the bundler from calling this hook for every other module.
      filter: { id: GENERATED },
      handler(code, id) {
        // Neither Vite's JSON plugin nor the bundler takes a .json with a query: it is handed over as code.
        if (serve) return /\.json\?(.*&)?page=home\b/.test(id) ? { code: `export default ${code};`, map: null } : null;
        if (/[/\\]index\.mjs$/.test(id)) {
          if (!ALL_DOCUMENTS.test(code)) throw changedShape(id, '`export const allDocuments = …` line');
          return code.replace(ALL_DOCUMENTS, '');
        }
        const [path = '', query = ''] = id.split('?');
        if (!path.endsWith('.json')) return null;
        const home = new URLSearchParams(query).get('page') === 'home';
        const data = JSON.parse(code) as { type?: unknown };
        if (home && data.type !== 'Site') throw changedShape(id, '`"type": "Site"`');
        const lean = JSON.stringify(data, function (this: { type?: unknown }, key, value) {
          // `type` names the document type (contentlayer reserves the field); only the prerender's checks read it.
          if (BOOKKEEPING.has(key) || (client && key === 'type')) return undefined;
          if (this.type === 'SectionEntry' && SECTION_BODY.has(key)) return undefined;
          // An entry's BibTeX is a file of its own (/<section>/<slug>.bib), which its Cite action fetches.
          if (client && this.type === 'SectionEntry' && key === 'bibtex') return undefined;
          const headOnly = client && typeof this.type === 'string' ? HEAD_ONLY[this.type] : undefined;
          if (headOnly?.has(key)) return undefined;
          if (client && this === data && this.type === 'Site' && key !== '')
            return HOME_FIELDS.has(key) === home ? value : undefined;
          return value;
        });
        return { code: query ? `export default ${lean};` : lean, map: null };
      },
    },
  };
}
