/**
 * The search index's cost for N posts (tests/owners/generate-posts.ts): each post's main content
 * as the site renders it (heading, summary, the body through the site's own Markdown), indexed by
 * the build's own step (scripts/site/search-index.ts). With `compare`, the same posts in the
 * prebuilt-JSON engines a static site could ship instead, when installed beside the project
 * (`npm i --no-save minisearch flexsearch @orama/orama`: they are never a dependency).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { type GeneratedPost, generatePosts } from '../../tests/owners/generate-posts';
import { compileMarkdown } from '../content/markdown';
import { escapeHtml } from '../site/html';
import { SEARCH_DIR, writeSearchIndex } from '../site/search-index';
import { firstQueryFiles, searchBuilt } from '../test/search-built';

/** What one engine costs for one number of posts. */
export type IndexFigures = {
  engine: string;
  posts: number;
  /** The index with what results show (titles, the text of excerpts), as sent: gzip where the host compresses it. */
  indexBytes: number;
  /** Everything a reader's first query downloads: the engine's code, the index or its pieces, the shown results' text. */
  firstQueryBytes: number;
  buildSeconds: number;
  /** Whether it finds 形態素解析 in a Japanese sentence and 北京大学 in a Chinese one, as configured by default. */
  cjk: string;
  note: string;
};

/** How many results the search dialog shows first (src/lib/pagefind.ts). */
const SHOWN = 10;
const gzipped = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
const sizeOf = (file: string) => statSync(file).size;

/** A query a reader of these posts might type: a word of a post's title seen on a list page. */
function queryFor(posts: readonly GeneratedPost[]): string {
  const words = (posts[Math.min(9, posts.length - 1)]?.title ?? '').split(' ');
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '').toLowerCase();
}

/** A post's page as the index reads it: only what the site puts in `<main data-pagefind-body>`. */
const pageOf = (post: GeneratedPost, language = 'en') =>
  `<!doctype html><html lang="${language}"><body><main data-pagefind-body=""><h1>${escapeHtml(post.title)}</h1>` +
  `<p>${escapeHtml(post.summary)}</p><div>${compileMarkdown(post.body)}</div></main></body></html>`;

/** The Japanese and Chinese notes of the search's own fixture, as posts. */
function cjkPosts(): GeneratedPost[] {
  return ['ja', 'zh'].map((language) => {
    const text = readFileSync(`tests/owners/search/${language}/sections/notes/finding-words.md`, 'utf8');
    const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    const title = /^title: (.*)$/m.exec(front)?.[1] ?? '';
    return { slug: language, title, date: '2024-01-01', summary: '', tags: [], body };
  });
}

/** Pagefind, as the build runs it: the index step over the posts' pages. */
async function pagefindFigures(posts: readonly GeneratedPost[]): Promise<IndexFigures> {
  const site = mkdtempSync(join(tmpdir(), 'search-bench-'));
  try {
    const pages = [
      ...posts.map((post) => ({ post, language: 'en' })),
      ...cjkPosts().map((post) => ({ post, language: post.slug })),
    ].map(({ post, language }) => {
      const dir = join(site, language === 'en' ? '' : language, post.slug);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), pageOf(post, language));
      return { file: relative(site, join(dir, 'index.html')), url: `/${post.slug}`, language };
    });
    const { seconds } = await writeSearchIndex(site, pages);
    const bundle = join(site, SEARCH_DIR);
    // Pagefind compresses its own files; its script and entry a host gzips.
    const sent = (file: string) => (/\.(js|json)$/.test(file) ? gzipped(readFileSync(file)) : sizeOf(file));
    const english = readdirSync(bundle, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /(^|\/)(pagefind\.)?en_/.test(file),
    );
    const fetched = firstQueryFiles(site, 'en', queryFor(posts), SHOWN);
    const finds = (language: string, word: string) => (searchBuilt(site, language, [word])[word]?.length ?? 0) > 0;
    const [ja, zh] = [finds('ja', '形態素解析'), finds('zh', '北京大学')];
    return {
      engine: 'Pagefind 1.6 (the build’s step)',
      posts: posts.length,
      indexBytes: english.reduce((total, file) => total + sizeOf(join(bundle, file)), 0),
      firstQueryBytes: [join(bundle, 'pagefind.js'), ...fetched].reduce((total, file) => total + sent(file), 0),
      buildSeconds: seconds,
      cjk: ja && zh ? 'both' : `ja ${ja ? 'yes' : 'no'}, zh ${zh ? 'yes' : 'no'}`,
      note: `${fetched.length + 1} files for the first query; an index per language, chosen by <html lang>`,
    };
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

/** An engine's browser code, bundled and minified as the site's build would ship it, gzipped. */
async function libraryBytes(specifier: string, names: string): Promise<number> {
  const result = await build({
    stdin: { contents: `export { ${names} } from '${specifier}';`, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return gzipped(result.outputFiles[0]?.contents ? Buffer.from(result.outputFiles[0].contents) : '');
}

type Doc = { id: string; title: string; text: string };
const docsOf = (posts: readonly GeneratedPost[]): Doc[] =>
  posts.map((post) => ({
    id: post.slug,
    title: post.title,
    text: `${post.summary} ${compileMarkdown(post.body).replace(/<[^>]+>/g, ' ')}`,
  }));

/** An engine by its package name, when installed: never a dependency, so never a static import. */
// biome-ignore lint/suspicious/noExplicitAny: the engines are measured, not typed against
const load = (name: string): Promise<any> => import(name);

type Engine = {
  name: string;
  specifier: string;
  exports: string;
  /** The serialized index (with the titles results show), the same with the text excerpts need, and whether a query finds. */
  run: (docs: Doc[]) => Promise<{ index: string; withText: string; finds: (query: string) => Promise<boolean> }>;
};

// Each engine as its documentation starts: default tokenizer, the title stored for results.
const ENGINES: Engine[] = [
  {
    name: 'MiniSearch 7',
    specifier: 'minisearch',
    exports: 'default',
    run: async (docs) => {
      const { default: MiniSearch } = await load('minisearch');
      const make = (store: string[]) => {
        const index = new MiniSearch({ fields: ['title', 'text'], storeFields: store });
        index.addAll(docs);
        return index;
      };
      const index = make(['title']);
      return {
        index: JSON.stringify(index),
        withText: JSON.stringify(make(['title', 'text'])),
        finds: async (query) => index.search(query).length > 0,
      };
    },
  },
  {
    name: 'FlexSearch 0.8',
    specifier: 'flexsearch',
    exports: 'Document',
    run: async (docs) => {
      const { Document } = await load('flexsearch');
      const make = async (store: string[]) => {
        const index = new Document({ document: { id: 'id', index: ['title', 'text'], store } });
        for (const doc of docs) index.add(doc);
        const parts: string[] = [];
        await index.export((key: string, data: unknown) => {
          parts.push(key, typeof data === 'string' ? data : JSON.stringify(data ?? null));
        });
        return { index, text: parts.join('\n') };
      };
      const titles = await make(['title']);
      return {
        index: titles.text,
        withText: (await make(['title', 'text'])).text,
        finds: async (query) =>
          (await titles.index.search(query)).some((field: { result: unknown[] }) => field.result.length > 0),
      };
    },
  },
  {
    name: 'Orama 3',
    specifier: '@orama/orama',
    exports: 'create, insertMultiple, search, load',
    run: async (docs) => {
      const { create, insertMultiple, search, save } = await load('@orama/orama');
      const db = create({ schema: { title: 'string', text: 'string' } });
      await insertMultiple(db, docs);
      // Orama keeps each document whole in its index: the text is always there.
      const index = JSON.stringify(save(db));
      return {
        index,
        withText: index,
        finds: async (query) => (await search(db, { term: query })).count > 0,
      };
    },
  },
];

async function engineFigures(engine: Engine, posts: readonly GeneratedPost[]): Promise<IndexFigures | string> {
  try {
    await load(engine.specifier);
  } catch {
    return `${engine.name}: not installed (npm i --no-save ${engine.specifier})`;
  }
  const docs = docsOf(posts);
  const started = performance.now();
  const { index, withText } = await engine.run(docs);
  const buildSeconds = (performance.now() - started) / 1000;
  const cjk = await engine.run(docsOf(cjkPosts()));
  const [ja, zh] = await Promise.all([cjk.finds('形態素解析'), cjk.finds('北京大学')]);
  const library = await libraryBytes(engine.specifier, engine.exports);
  return {
    engine: engine.name,
    posts: posts.length,
    indexBytes: gzipped(withText),
    firstQueryBytes: library + gzipped(withText),
    buildSeconds,
    cjk: ja && zh ? 'both' : `ja ${ja ? 'yes' : 'no'}, zh ${zh ? 'yes' : 'no'}`,
    note: `the whole index before the first query (${(gzipped(index) / 1000).toFixed(0)} KB with titles alone, no excerpts); code ${(library / 1000).toFixed(1)} KB; an index per language by hand`,
  };
}

/** The figures for each number of posts: Pagefind's, and with `compare` the others'. */
export async function indexFigures(counts: readonly number[], compare: boolean): Promise<(IndexFigures | string)[]> {
  const figures: (IndexFigures | string)[] = [];
  for (const count of counts) {
    const posts = generatePosts(count);
    figures.push(await pagefindFigures(posts));
    if (compare) for (const engine of ENGINES) figures.push(await engineFigures(engine, posts));
  }
  return figures;
}
