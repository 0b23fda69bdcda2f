import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { env } from '../env.ts';

/** Where the client build records what each of its chunks is made of, next to Vite's manifest. */
export const BUNDLE_MAP = '.vite/bundle-map.json';

/** Per emitted chunk: the bytes each source (a content file, one of our modules, a package) takes in it. */
export type BundleMap = Record<string, Record<string, number>>;

const GENERATED_DOCUMENT = /[/\\]\.contentlayer[/\\]generated[/\\]\w+[/\\]([^/\\]+)\.json$/;
const COLLECTION_INDEX = /[/\\]\.contentlayer[/\\]generated[/\\]\w+[/\\]_index\.json(?:\?.*)?$/;
const BOOKKEEPING = new Set(['_id', '_raw', 'sourceFile']);

type Document = { _raw?: { sourceFilePath?: string } };

/**
 * A collection ships as one module (contentlayer's `_index.json`): its bytes are shared among its
 * files in proportion to each file's own data, so the report can name the heaviest files.
 */
export function shareOfIndex(indexFile: string, bytes: number, contentDir = env.contentDir): Record<string, number> {
  const data = JSON.parse(readFileSync(indexFile, 'utf8')) as Document | Document[];
  const documents = Array.isArray(data) ? data : [data];
  const weights = documents.map((document) => ({
    file: `${contentDir}/${document._raw?.sourceFilePath ?? 'unknown'}`,
    size: JSON.stringify(document, (key, value) => (BOOKKEEPING.has(key) ? undefined : value)).length,
  }));
  const total = weights.reduce((sum, weight) => sum + weight.size, 0) || 1;
  const shares: Record<string, number> = {};
  for (const { file, size } of weights) shares[file] = Math.round((bytes * size) / total);
  return shares;
}

/**
 * The name a module is reported under: `content/projects/x.yaml` for a compiled content file
 * (contentlayer names it `projects__x.yaml.json`), `react-dom` for a package, else its path.
 */
export function sourceOf(id: string, root: string, contentDir = env.contentDir): string {
  const path = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const document = path.match(GENERATED_DOCUMENT)?.[1];
  if (document && !document.startsWith('_')) return `${contentDir}/${document.split('__').join('/')}`;
  const inPackages = path.split(/[/\\]node_modules[/\\]/).at(-1);
  if (inPackages && inPackages !== path) {
    const [scope, name] = inPackages.split(/[/\\]/);
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? inPackages);
  }
  return path.startsWith(root) ? relative(root, path).split(sep).join('/') : path;
}

/**
 * Vite plugin (client build): writes BUNDLE_MAP, so `tsx scripts/site/size-gate.ts` can say which of our modules
 * grew and the content-weight report which content files a page carries.
 */
export function bundleMap(): Plugin {
  let root = process.cwd();
  let client = true;
  return {
    name: 'portfolio:bundle-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      client = !config.build.ssr;
    },
    generateBundle(_options, bundle) {
      if (!client) return;
      const map: BundleMap = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const sources: Record<string, number> = {};
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (module.renderedLength === 0) continue;
          if (COLLECTION_INDEX.test(id)) {
            for (const [file, bytes] of Object.entries(shareOfIndex(id.replace(/\?.*$/, ''), module.renderedLength)))
              sources[file] = (sources[file] ?? 0) + bytes;
            continue;
          }
          const source = sourceOf(id, root);
          sources[source] = (sources[source] ?? 0) + module.renderedLength;
        }
        map[chunk.fileName] = sources;
      }
      this.emitFile({ type: 'asset', fileName: BUNDLE_MAP, source: JSON.stringify(map) });
    },
  };
}
