/**
 * The site's search index: Pagefind reads every published page as it was written into the site and
 * writes its index into `pagefind/`, one index per language (each page's `<html lang>`), fetched in
 * pieces by the browser only when a reader opens search (src/components/Search/).
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { absoluteUrl } from '../../src/lib/urls';
import { outputFiles } from '../routes';
import type { RenderedLanguage } from './prerender';

/** Where the index goes in the site: the browser loads it from there under the base (src/lib/pagefind.ts). */
export const SEARCH_DIR = 'pagefind';

/** One page to index: its file in the site and its address as the site links it, base included. */
export type SearchPage = { file: string; url: string; language: string };

/**
 * The pages a reader can reach, as the sitemap lists them: each once (its `x/index.html`, not the
 * `x.html` copy), no not-found page. Drafts are never built, so they are never here.
 */
export function searchPages(rendered: readonly RenderedLanguage[]): SearchPage[] {
  return rendered.flatMap(({ language, paths, base }) =>
    paths.map((path) => ({
      file: join(language.prefix, outputFiles(path)[0] as string),
      // The address the navigation and the sitemap use (`/portfolio/pl/skills`), with no origin.
      url: absoluteUrl('', `${base}${language.prefix}`, path),
      language: language.code.toLowerCase(),
    })),
  );
}

/**
 * What lists of other pages inside a page would add to its results: a post's contents and its
 * neighbours are navigation, not its words. (Anything marked `data-pagefind-ignore` is left out too.)
 */
const EXCLUDED = ['nav'];

/** Files Pagefind writes for its own interfaces and its worker: the site's search uses its API alone. */
const UNUSED = /^pagefind-(?:ui|modular-ui|component-ui|highlight|worker)\.(?:js|css)$/;

export type SearchIndexReport = {
  /** Pages indexed per language code, as Pagefind names the language (lower case). */
  languages: Record<string, number>;
  /** The bytes of everything in `pagefind/` (already compressed: Pagefind gzips its own files). */
  bytes: number;
  seconds: number;
};

const sizeOf = (dir: string): number =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce((total, name) => {
    const stat = statSync(join(dir, name));
    return stat.isFile() ? total + stat.size : total;
  }, 0);

/**
 * Indexes `pages` of the site in `siteDir` into `siteDir/pagefind/`. Each page must give Pagefind
 * words from its `data-pagefind-body` (the `<main>` of every page, src/routes/__root.tsx): a page
 * without it, or without words, fails the build, naming it, rather than being left out quietly.
 */
export async function writeSearchIndex(siteDir: string, pages: readonly SearchPage[]): Promise<SearchIndexReport> {
  const started = performance.now();
  const output = join(siteDir, SEARCH_DIR);
  rmSync(output, { recursive: true, force: true });
  try {
    const created = await pagefind.createIndex({ excludeSelectors: EXCLUDED });
    const { index } = created;
    if (!index) throw new Error(`Pagefind did not start: ${created.errors.join('; ')}`);
    const languages: Record<string, number> = {};
    const contents = pages.map((page) => readFileSync(join(siteDir, page.file), 'utf8'));
    // Pagefind leaves out, unsaid, a page without the attribute once another page has it.
    const unmarked = pages.find((_, at) => !/<[a-z]+\s[^>]*\bdata-pagefind-body\b/i.test(contents[at] ?? ''));
    if (unmarked)
      throw new Error(
        `${unmarked.file} has no data-pagefind-body on its <main> (src/routes/__root.tsx), so search would leave it out.`,
      );
    // All at once: Pagefind's process reads them side by side (1,000 posts: 2.0 → 1.4 s here).
    const added = await Promise.all(
      pages.map((page, at) => index.addHTMLFile({ url: page.url, content: contents[at] ?? '' })),
    );
    for (const [at, page] of pages.entries()) {
      const { errors, file } = added[at] ?? { errors: ['no answer'] };
      if (errors.length > 0) throw new Error(`${page.file}: ${errors.join('; ')}`);
      if (!file || file.uniqueWords === 0) throw new Error(`${page.file} gave the search index no words.`);
      languages[page.language] = (languages[page.language] ?? 0) + 1;
    }
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    for (const name of readdirSync(output)) if (UNUSED.test(name)) rmSync(join(output, name));
    const entry = JSON.parse(readFileSync(join(output, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    // Each language's pages in an index of its own, or the browser would search another language's.
    const indexed = Object.fromEntries(
      Object.entries(entry.languages).map(([code, { page_count }]) => [code, page_count]),
    );
    if (JSON.stringify(Object.entries(indexed).sort()) !== JSON.stringify(Object.entries(languages).sort()))
      throw new Error(
        `The search index holds ${JSON.stringify(indexed)} pages per language, the site ${JSON.stringify(languages)}.`,
      );
    return { languages, bytes: existsSync(output) ? sizeOf(output) : 0, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    throw new Error(`The search index could not be built: ${error instanceof Error ? error.message : error}`);
  } finally {
    // Pagefind runs as a child process until closed; an open one would keep the build from exiting.
    await pagefind.close();
  }
}
