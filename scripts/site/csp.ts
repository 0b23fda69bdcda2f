import { createHash } from 'node:crypto';

/** The CSP source for one inline script: `'sha256-…'` of its exact text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The text of every inline script the browser would run in a page. Scripts with `src` and data
 * blocks such as JSON-LD are left out: CSP does not apply hashes to them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(scriptTag)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (executableTypes.has(type)) scripts.push(body);
  }
  return scripts;
}

/** The text of every `<style>` element in a page (the inlined site stylesheet). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
}

export type CspOptions = {
  /** Hashes of the inline scripts allowed to run (see scriptHash). */
  scriptHashes: readonly string[];
  /** Hashes of the inline `<style>` elements allowed to apply (same sha256 form as scripts). */
  styleHashes?: readonly string[];
  /** `<meta>` policies may not carry frame-ancestors: browsers ignore it there and log an error. */
  delivery: 'header' | 'meta';
};

/**
 * The site's Content-Security-Policy: everything from its own origin only, inline scripts only by
 * hash, inline styles only by hash (the stylesheet), no plugins, no framing, no HTML strings into DOM sinks (Trusted Types). The contact form's mail link is a navigation,
 * which CSP does not restrict. Search fetches its index from the site (connect-src) and runs it as
 * WebAssembly, which `'wasm-unsafe-eval'` allows without allowing `eval` of any string.
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes = [], delivery }: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // WebAssembly, never eval: the site search (Pagefind) compiles its own .wasm from the site.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...[...new Set(scriptHashes)].sort()],
    ['style-src', "'self'", ...[...new Set(styleHashes)].sort()],
    // data: for the favicon and the smallest images, which the page carries itself (no script can run from an image).
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The contact form posts to the owner's mailto: address when JavaScript is off.
    ['form-action', "'self'", 'mailto:'],
    // No code of ours writes HTML strings into the DOM; make any such sink a violation.
    ['require-trusted-types-for', "'script'"],
  ];
  if (delivery === 'header') directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Security headers every response gets besides the CSP. No Cross-Origin-Opener-Policy: the site
 * has no state to guard, and it costs every navigation a cold renderer (docs/performance.md).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Strict-Transport-Security': 'max-age=31536000',
};

/** Folders whose files are named by their contents: cached for a year. Pagefind names its index pieces so. */
const IMMUTABLE = ['/assets/*', '/pagefind/index/*', '/pagefind/fragment/*'];

/**
 * A Netlify / Cloudflare Pages `_headers` file: the CSP and security headers on every path, and
 * long caching for the content-named files (the bundle's assets, the search index's pieces).
 */
export function headersFile(csp: string): string {
  const all = { 'Content-Security-Policy': csp, ...SECURITY_HEADERS };
  const lines = ['/*', ...Object.entries(all).map(([name, value]) => `  ${name}: ${value}`)];
  for (const folder of IMMUTABLE) lines.push('', folder, '  Cache-Control: public, max-age=31536000, immutable');
  return `${lines.join('\n')}\n`;
}
