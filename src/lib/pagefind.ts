/**
 * The site's search in the browser: Pagefind's script and index, which the build writes into the
 * site's own `pagefind/` folder (scripts/site/search-index.ts), loaded the first time search opens.
 * Pagefind picks the index of the page's `<html lang>`, so each language searches its own pages.
 */

/** One page the search found: its address (base included), its heading, and an excerpt with `<mark>`s. */
export type SearchHit = { url: string; title: string; excerpt: string };
/** What a query found: how many pages, the first of them, and the next ones when there are more. */
export type SearchResults = { total: number; hits: SearchHit[]; more?: () => Promise<SearchResults> };

type PagefindData = { url: string; excerpt: string; meta: { title?: string } };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string) => Promise<void>;
  search: (term: string) => Promise<{ results: Found } | null>;
};

/**
 * How Pagefind runs here. The index holds each page's whole address, base included: nothing to
 * prefix. No worker: its script is 43 KB more to fetch, and `new Worker(url)` is a sink the pages'
 * Trusted Types refuse.
 */
export const PAGEFIND_OPTIONS = { baseUrl: '/', noWorker: true, excerptLength: 24, excerptEllipsis: '…' } as const;

/** How many results are shown at a time: Pagefind fetches each one's excerpt on its own. */
const SHOWN = 10;

let loading: Promise<Pagefind> | undefined;

function pagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${import.meta.env.BASE_URL}pagefind/pagefind.js`;
    const module = (await import(/* @vite-ignore */ url)) as Pagefind;
    await module.options(PAGEFIND_OPTIONS);
    await module.init();
    return module;
  })();
  // A failed load (offline, a redeploy) is tried again the next time search opens.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Loads the search while the reader starts typing. */
export const prepareSearch = async (): Promise<void> => {
  await pagefind();
};

/** Fetches the index pieces a query needs, while the reader is still typing it. */
export const preloadSearch = async (query: string): Promise<void> => (await pagefind()).preload(query);

type Found = { data: () => Promise<PagefindData> }[];

/** The hits of `results` up to `shown`, after those already loaded. */
async function page(results: Found, hits: SearchHit[], shown: number): Promise<SearchResults> {
  const more = await Promise.all(
    results.slice(hits.length, shown).map(async (result) => {
      const data = await result.data();
      return { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt };
    }),
  );
  const loaded = [...hits, ...more];
  return {
    total: results.length,
    hits: loaded,
    ...(results.length > shown ? { more: () => page(results, loaded, shown + SHOWN) } : {}),
  };
}

/** The pages of this language that hold `query`, best first. */
export async function searchSite(query: string): Promise<SearchResults> {
  const found = await (await pagefind()).search(query);
  return page(found?.results ?? [], [], SHOWN);
}
