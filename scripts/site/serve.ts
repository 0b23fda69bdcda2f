/**
 * A static file server that behaves like the hosts the site deploys to: clean URLs
 * (`/skills` → skills.html), compression, long caching for hashed assets, the `_headers` file
 * applied, a redirect to a folder's slash, the nearest not-found page (`/pl/nope` → pl/404.html, as
 * Cloudflare Pages does), 405 for methods other than GET and HEAD, no private files (`_headers`, dot
 * files, source maps), and an optional base path. Used by the browser tests and the benchmarks.
 * It sends Brotli when asked, as Cloudflare Pages and Netlify do; `--gzip-only` sends gzip alone, as
 * GitHub Pages does, and `--github-pages` serves exactly as GitHub Pages does: gzip alone,
 * `max-age=600` on every file, `_headers` ignored and the root's 404.html for every unknown address.
 *
 *   tsx scripts/site/serve.ts [--dir dist] [--port 4173] [--base /portfolio/] [--gzip-only | --github-pages]
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { env } from '../env';
import { applyHeaderRules, isPrivate } from './serve-headers';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.bib': 'text/x-bibtex; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.yml', '.svg', '.webmanifest', '.bib']);

/** A URL path decoded, or null when it is malformed (`/%`, `/%zz`) or holds a NUL byte. */
export function decodePath(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/** The file for a decoded URL path, the way static hosts resolve clean URLs; never outside `dir`. */
function resolveFile(dir: string, path: string): string | null {
  const clean = normalize(path).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/')
    ? [join(clean, 'index.html')]
    : [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = join(dir, candidate);
    if (file.startsWith(`${dir}${sep}`) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The not-found page nearest an address, looking up its folders to the root (`/pl/skills/nope`:
 * pl/skills/404.html, pl/404.html, 404.html), so each language's unknown addresses get its own.
 */
function notFoundFile(dir: string, path: string): string | null {
  const folders = path.split('/').slice(1, -1);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const file = resolveFile(dir, `/${[...folders.slice(0, depth), '404.html'].join('/')}`);
    if (file) return file;
  }
  return null;
}

// Hosts compress each file once, not per request: Brotli 11 on a large chunk takes seconds of CPU.
// The editor's 2 MB script (admin/ only) would take seconds at 11; hosts use a fast level for such files too.
const LARGE = 1_000_000;
const compressedCache = new Map<string, Buffer>();
function compressed(file: string, encoding: 'br' | 'gzip', body: Buffer): Buffer {
  const key = `${encoding}:${statSync(file).mtimeMs}:${file}`;
  let result = compressedCache.get(key);
  if (!result) {
    result =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: body.length > LARGE ? 5 : 11 } })
        : gzipSync(body, { level: 9 });
    compressedCache.set(key, result);
  }
  return result;
}

export type ServeOptions = { dir: string; port: number; base: string; gzipOnly?: boolean; githubPages?: boolean };

export function serve(options: ServeOptions): Promise<Server> {
  const dir = resolve(options.dir);
  const pages = options.githubPages === true;
  const gzipOnly = pages || options.gzipOnly === true;
  const applyRules = (path: string, headers: Record<string, string>) => {
    if (!pages) applyHeaderRules(dir, path, headers);
  };
  const base = options.base.endsWith('/') ? options.base : `${options.base}/`;
  const server = createServer((req, res) => {
    // A request that fails is answered; it never takes the server down with it.
    try {
      respond(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal server error');
    }
  });
  function respond(req: IncomingMessage, res: ServerResponse): ServerResponse {
    // Joined, not resolved against a base: a target of `//x` is a path here, not a host named x.
    const url = new URL(`http://localhost${req.url ?? '/'}`);
    const pathname = decodePath(url.pathname);
    const path = pathname?.startsWith(base) ? `/${pathname.slice(base.length)}` : '/';
    /** A short text answer, with the headers every response carries. */
    const plain = (status: number, text: string, extra: Record<string, string> = {}) => {
      const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', ...extra };
      applyRules(path, headers);
      return res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : text);
    };
    if (pathname === null) return plain(400, 'Bad request');
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'Method not allowed', { allow: 'GET, HEAD' });
    if (!pathname.startsWith(base) && `${pathname}/` !== base) return plain(404, 'Not found');
    let file = isPrivate(path) ? null : resolveFile(dir, path);
    // A folder's index.html is served only at the address with the slash, as hosts do: relative
    // links in it (the editor's) resolve against that address.
    if (file && !path.endsWith('/') && file === join(dir, path, 'index.html'))
      return plain(301, 'Moved', { location: `${url.pathname}/${url.search}` });
    let status = 200;
    if (!file) {
      status = 404;
      file = pages ? resolveFile(dir, '/404.html') : notFoundFile(dir, path);
    }
    if (!file) return plain(404, 'Not found');
    const ext = extname(file);
    const headers: Record<string, string> = { 'content-type': types[ext] ?? 'application/octet-stream' };
    if (pages) headers['cache-control'] = 'max-age=600';
    else
      headers['cache-control'] =
        status === 200 && path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    applyRules(path, headers);
    let body: Buffer = readFileSync(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (compressible.has(ext)) {
      headers.vary = 'Accept-Encoding';
      const encoding = accept.includes('br') && !gzipOnly ? 'br' : accept.includes('gzip') ? 'gzip' : null;
      if (encoding) {
        body = compressed(file, encoding, body);
        headers['content-encoding'] = encoding;
      }
    }
    headers['content-length'] = String(body.length);
    return res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
  }
  // Browsers, tests and benchmarks reuse a connection between requests. Node closes an idle one
  // after 5 s, and a client that reused it at that moment read ECONNRESET (a busy CI run's flake).
  server.keepAliveTimeout = 60_000;
  return new Promise((done) => server.listen(options.port, '127.0.0.1', () => done(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string', default: '4173' },
      base: { type: 'string', default: env.basePath },
      'gzip-only': { type: 'boolean', default: false },
      'github-pages': { type: 'boolean', default: false },
    },
  });
  const server = await serve({
    dir: values.dir,
    port: Number(values.port),
    base: values.base,
    gzipOnly: values['gzip-only'],
    githubPages: values['github-pages'],
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  console.log(`Serving ${values.dir}/ at http://127.0.0.1:${port}${values.base}`);
}
