import type { Plugin } from 'vite';

// Contentlayer's bookkeeping on every document; no page reads it.
const BOOKKEEPING = new Set(['_id', '_raw', 'sourceFile']);

const GENERATED = /[/\\]\.contentlayer[/\\]generated[/\\]/;

/**
 * Vite plugin (build only): ships just the content the pages read. It drops contentlayer's
 * `allDocuments` list, which ties every document into one chunk that every route would download,
 * and strips contentlayer's bookkeeping fields, so each route's chunk carries only its own words.
 */
export function leanContent(): Plugin {
  return {
    name: 'portfolio:lean-content',
    apply: 'build',
    enforce: 'pre',
    transform: {
      // The filter keeps the bundler from calling this hook for every other module.
      filter: { id: GENERATED },
      handler(code, id) {
        if (/[/\\]index\.mjs$/.test(id)) return code.replace(/^export const allDocuments = .*$/m, '');
        if (!id.endsWith('.json')) return null;
        const lean = JSON.stringify(JSON.parse(code), (key, value) => (BOOKKEEPING.has(key) ? undefined : value));
        return { code: lean, map: null };
      },
    },
  };
}
