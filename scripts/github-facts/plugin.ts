import type { Plugin } from 'vite';
import { type FactsMap, readCache } from './build.ts';

const VIRTUAL_ID = 'virtual:github-facts';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * The Vite plugin behind `virtual:github-facts`: the facts as a module, so pages carry them as text;
 * `facts` are the ones this build fetched, else the cached ones are used (dev, tests).
 */
export function githubFactsPlugin(facts?: Promise<FactsMap>): Plugin {
  return {
    name: 'portfolio:github-facts',
    resolveId: { filter: { id: /^virtual:github-facts$/ }, handler: () => RESOLVED_ID },
    load: {
      filter: { id: /^\0virtual:github-facts$/ },
      handler: async () => `export default ${JSON.stringify(await (facts ?? readCache()))};\n`,
    },
  };
}
