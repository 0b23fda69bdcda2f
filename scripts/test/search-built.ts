/**
 * Searches a built site's index in Node, as a page in `language` does in the browser: Pagefind's
 * own pagefind.js from the build, with the app's options (src/lib/pagefind.ts), reading the index
 * files from disk. Each call runs in a child process, since pagefind.js reads `document` and
 * `fetch` as globals, which a test worker shares with the files it runs next.
 *
 *   tsx scripts/test/search-built.ts <dist> <language> <query> [query …]   (prints JSON)
 *   tsx scripts/test/search-built.ts --first <shown> <dist> <language> <query>   (the files it fetched)
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PAGEFIND_OPTIONS } from '../../src/lib/pagefind';

/** One result as the search dialog receives it, and Pagefind's plain form of its excerpt. */
export type BuiltHit = { url: string; title: string; excerpt: string; plainExcerpt: string };

/** For each query, every page the index of `language` finds for it, best first. */
export function searchBuilt(dist: string, language: string, queries: readonly string[]): Record<string, BuiltHit[]> {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), dist, language, ...queries],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (result.status !== 0) throw new Error(`Searching ${dist} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as Record<string, BuiltHit[]>;
}

/** What a reader's first search fetches: Pagefind's files, in order, for `query` and its first `shown` results. */
export function firstQueryFiles(dist: string, language: string, query: string, shown: number): string[] {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--first', String(shown), dist, language, query],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (result.status !== 0) throw new Error(`Searching ${dist} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as string[];
}

type PagefindData = { url: string; excerpt: string; plain_excerpt: string; meta: { title?: string } };
type Pagefind = {
  options: (options: object) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: { data: () => Promise<PagefindData> }[] }>;
};

async function run(dist: string, language: string, queries: string[], first?: number): Promise<void> {
  const fetched: string[] = [];
  // All pagefind.js asks of a page: its <html lang>, and no current <script>.
  Object.assign(globalThis, {
    document: { currentScript: null, querySelector: () => ({ getAttribute: () => language }) },
    fetch: async (url: string | URL) => {
      const file = fileURLToPath(new URL(url));
      fetched.push(file);
      return new Response(await readFile(file));
    },
  });
  const pagefind = (await import(pathToFileURL(join(resolve(dist), 'pagefind', 'pagefind.js')).href)) as Pagefind;
  await pagefind.options(PAGEFIND_OPTIONS);
  await pagefind.init();
  if (first !== undefined) {
    const { results } = await pagefind.search(queries[0] ?? '');
    await Promise.all(results.slice(0, first).map((hit) => hit.data()));
    process.stdout.write(JSON.stringify(fetched));
    return;
  }
  const found: Record<string, BuiltHit[]> = {};
  for (const query of queries) {
    const { results } = await pagefind.search(query);
    found[query] = await Promise.all(
      results.map(async (hit) => {
        const data = await hit.data();
        return { url: data.url, title: data.meta.title ?? '', excerpt: data.excerpt, plainExcerpt: data.plain_excerpt };
      }),
    );
  }
  process.stdout.write(JSON.stringify(found));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const first = args[0] === '--first' ? Number(args.splice(0, 2)[1]) : undefined;
  const [dist = 'dist', language = 'en', ...queries] = args;
  await run(dist, language, queries, first);
}
