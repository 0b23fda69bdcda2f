/**
 * The smallest images travel inside the page: an AVIF `<source>` whose largest file is at most
 * INLINE_LIMIT bytes becomes that one file as a `data:` URL. On a slow phone each image the page
 * names is one more request before the first paint (Lighthouse counts it in the LCP of pages with
 * two font cuts); a diagram or a small portrait costs a few KB of markup instead. The WebP and
 * JPEG fallbacks stay files, and so does every larger image, as a real photograph is. A page that
 * would then need a second round trip keeps its images as files (`fitsFirstRoundTrip`, applied in
 * scripts/site/assemble.ts once the CSP is in the page).
 *
 * The app renders the same `<source>` with file URLs: React keeps the prerendered attribute when
 * it hydrates, and a page the app renders later loads the file, as before.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Vite's own `build.assetsInlineLimit`: under it, a request costs more than the bytes. */
export const INLINE_LIMIT = 4096;

const avifSource = /<source\b[^>]*\btype="image\/avif"[^>]*>/gi;
const srcSetAttribute = /\bsrcset="([^"]*)"/i;

/** `src` of each candidate in a srcset, with its descriptor (`2x`, `640w`); commas inside URLs are not ours to meet. */
function candidates(srcSet: string): { url: string; descriptor: string }[] {
  return srcSet
    .split(/,\s+/)
    .map((part) => part.trim().split(/\s+/))
    .map(([url = '', descriptor = '1x']) => ({ url, descriptor }));
}

/** The largest candidate of an AVIF `<source>` tag: the file a phone's sharp screen asks for. */
function largestCandidate(tag: string): { url: string; descriptor: string } | undefined {
  const srcSet = srcSetAttribute.exec(tag)?.[1];
  return srcSet ? candidates(srcSet).at(-1) : undefined;
}

/** The largest AVIF of each picture in `html`, as the page names it (a file URL or a `data:` URL). */
export function avifImages(html: string): string[] {
  return [...html.matchAll(avifSource)].flatMap(([tag]) => largestCandidate(tag)?.url ?? []);
}

/**
 * `html` with each small AVIF source inlined. `fileOf` maps a URL in the page to the built file,
 * or null for one that is not the site's own (left as it is).
 */
export function inlineSmallImages(html: string, fileOf: (url: string) => string | null): string {
  return html.replace(avifSource, (tag) => {
    // The largest candidate serves every screen: at most the limit, it is smaller than a request.
    const largest = largestCandidate(tag);
    if (!largest || largest.url.startsWith('data:')) return tag;
    const file = fileOf(largest.url);
    if (!file || !existsSync(file) || statSync(file).size > INLINE_LIMIT) return tag;
    const dataUrl = `data:image/avif;base64,${readFileSync(file).toString('base64')}`;
    return tag.replace(srcSetAttribute, () => `srcSet="${dataUrl} ${largest.descriptor}"`);
  });
}

/** What a server may send before waiting for the phone's first acknowledgement: TCP's initial window, 10 segments of 1,460 bytes. */
export const FIRST_ROUND_TRIP = 14_600;
/**
 * The response headers that travel with a page from a host that sends the `_headers` file (the
 * preview server, Cloudflare Pages, Netlify): 1.5 KB, the CSP most of it.
 */
export const RESPONSE_HEADERS = 1_600;
/**
 * GitHub Pages' own response headers (server, caching, Fastly's): about 0.7 KB as `curl -I` shows
 * them. It sends no `_headers`; the page carries its CSP itself.
 */
export const GITHUB_PAGES_HEADERS = 800;

/**
 * Whether a finished page arrives in the first round trip from every host: compressed with Brotli
 * under the `_headers` file's headers, and with gzip, all GitHub Pages sends, under its own. An
 * image inlined into a page that then needs a second one costs the whole page a round trip to save
 * the image's request: `/ar/` of the three-language set, 13.1 KB with its portrait, had its LCP at
 * 1.21 s where its other pages had 0.90-1.06 s.
 */
export function fitsFirstRoundTrip(html: string): boolean {
  const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const gzip = gzipSync(html).length;
  return Math.max(brotli + RESPONSE_HEADERS, gzip + GITHUB_PAGES_HEADERS) <= FIRST_ROUND_TRIP;
}
