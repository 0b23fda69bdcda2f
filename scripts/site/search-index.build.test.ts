import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/messages/en.json' with { type: 'json' };
import { ownerSetBuild } from '../test/owner-build-hooks';
import { SEARCH_SET } from '../test/owner-builds';
import { type BuiltHit, searchBuilt } from '../test/search-built';
import { SEARCH_DIR } from './search-index';

// The search's own owner set (tests/owners/search): English, Japanese and Chinese, built for a
// project page under /portfolio/, as GitHub Pages serves one.
const BASE = '/portfolio/';
const owner = ownerSetBuild(SEARCH_SET);
let dist = '';
let output = '';

beforeAll(() => {
  output = owner.build().log;
  dist = owner.dist();
  expect(owner.build().env.BASE_PATH).toBe(BASE);
});

/** Every page the sitemap lists, as its address under the base and its language's prefix. */
function sitemapPages(): { url: string; language: string; file: string }[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(([, url = '']) => {
    const below = url.slice(BASE.length);
    const language = /^(ja|zh)(\/|$)/.exec(below)?.[1] ?? 'en';
    return { url, language, file: join(dist, below, 'index.html') };
  });
}

const urls = (hits: BuiltHit[] | undefined) => (hits ?? []).map((hit) => hit.url);
/** The addresses a search found for `query`. */
const pagesFor = (found: Record<string, BuiltHit[]>, query: string) => urls(found[query]);

describe('the search index the build writes', () => {
  it('is written into the site, in Pagefind’s own folder, with no interface of Pagefind’s the site does not use', () => {
    const files = readdirSync(join(dist, SEARCH_DIR));
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json', 'index', 'fragment']));
    expect(files.filter((file) => /ui|worker|highlight/.test(file))).toEqual([]);
    expect(output).toMatch(/search \d+\.\d/);
  });

  it('holds one index per language, with every page the sitemap lists in that language', () => {
    const entry = JSON.parse(readFileSync(join(dist, SEARCH_DIR, 'pagefind-entry.json'), 'utf8'));
    const counted: Record<string, number> = {};
    for (const page of sitemapPages()) counted[page.language] = (counted[page.language] ?? 0) + 1;
    expect(Object.keys(counted).sort()).toEqual(['en', 'ja', 'zh']);
    const indexed = Object.fromEntries(
      Object.entries(entry.languages as Record<string, { page_count: number }>).map(([code, { page_count }]) => [
        code,
        page_count,
      ]),
    );
    expect(indexed).toEqual(counted);
  });

  it('finds every page, section list and post by the words of its own heading, in its own language', {
    timeout: 60_000,
  }, () => {
    const pages = sitemapPages();
    for (const language of ['en', 'ja', 'zh']) {
      const mine = pages.filter((page) => page.language === language);
      const headings = mine.map((page) => {
        const html = readFileSync(page.file, 'utf8');
        const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
        // The heading's words as the page shows them: its tags dropped, its entities read.
        return h1
          .replace(/<[^>]+>/g, '')
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&');
      });
      const found = searchBuilt(dist, language, headings);
      mine.forEach((page, at) => {
        const heading = headings[at] ?? '';
        expect(urls(found[heading]), `${page.url} by "${heading}"`).toContain(page.url);
      });
    }
  });

  it('finds Japanese and Chinese words inside sentences written without spaces, each in its own index', {
    timeout: 60_000,
  }, () => {
    const post = (language: string) => [`${BASE}${language === 'en' ? '' : `${language}/`}notes/finding-words`];
    const ja = searchBuilt(dist, 'ja', ['形態素解析', '東京都', '北京大学', 'segmentation']);
    expect(pagesFor(ja, '形態素解析')).toEqual(post('ja'));
    expect(pagesFor(ja, '東京都')).toEqual(post('ja'));
    expect(JSON.stringify(ja)).toContain('<mark>形態素</mark><mark>解析</mark>');
    // The Chinese post's words are in the Chinese index, the English post's body in the English one.
    expect(pagesFor(ja, '北京大学')).toEqual([]);
    expect(pagesFor(ja, 'segmentation')).toEqual([]);

    const zh = searchBuilt(dist, 'zh', ['分词', '北京大学', '形態素解析']);
    expect(pagesFor(zh, '分词')).toEqual(post('zh'));
    expect(pagesFor(zh, '北京大学')).toEqual(post('zh'));
    expect(pagesFor(zh, '形態素解析')).toEqual([]);

    const english = searchBuilt(dist, 'en', ['segmentation', '形態素解析']);
    expect(pagesFor(english, 'segmentation')).toEqual(post('en'));
    expect(pagesFor(english, '形態素解析')).toEqual([]);
  });

  it('gives every result its address under the sub-path, as the site links it', { timeout: 60_000 }, () => {
    const pages = new Set(sitemapPages().map((page) => page.url));
    for (const language of ['en', 'ja', 'zh']) {
      const found = searchBuilt(dist, language, ['robin']);
      expect(found.robin?.length, language).toBeGreaterThan(0);
      for (const hit of found.robin ?? []) expect(pages, hit.url).toContain(hit.url);
    }
  });

  it('indexes each page’s main content only: never the top bar, the skip link or the footer', () => {
    // An exact phrase: the skip link's words, on every page but in no page's content.
    const phrase = `"${en.skipLink.label}"`;
    expect(searchBuilt(dist, 'en', [phrase])[phrase]).toEqual([]);
  });

  it('holds markup-looking words as text: the title as written, the excerpt escaped but for its marks', () => {
    const [hit, ...others] = searchBuilt(dist, 'en', ['hostilemarkup']).hostilemarkup ?? [];
    expect(others).toEqual([]);
    expect(hit?.url).toBe(`${BASE}notes/markup-as-text`);
    expect(hit?.title).toBe('<img src=x onerror=alert(1)> and "><svg onload=alert(2)> in a title');
    const scripted = searchBuilt(dist, 'en', ['alert'])
      .alert?.map((found) => found.excerpt)
      .join(' ');
    expect(scripted).toContain('&lt;script&gt;');
    expect(scripted?.replace(/<\/?mark>/g, '')).not.toMatch(/<[a-z/]/i);
  });

  it('is built only into the finished site: no staging folder is left', () => {
    expect(existsSync(`${dist}.staging`)).toBe(false);
  });
});
