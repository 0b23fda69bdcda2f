import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { join, sep } from 'node:path';
import { env } from '../env';
import { serve } from '../site/serve';

// Child processes a benchmark started; they stop with it, however it ends. The exit hooks are set
// with the first child, so a script that only imports a helper from here gets none.
const children = new Set<{ kill: () => unknown }>();
let hooked = false;
export function stopChildren() {
  for (const child of children) child.kill();
  children.clear();
}
export function adoptChild(child: { kill: () => unknown }) {
  if (!hooked) {
    hooked = true;
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
      process.on(signal, () => {
        stopChildren();
        process.exit(130);
      });
    process.on('exit', stopChildren);
  }
  children.add(child);
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/**
 * Starts scripts/site/serve.ts as its own node process (no tsx wrapper, so killing it stops the
 * server): its compression work then never runs on the measuring process's thread.
 */
/**
 * How the pages are served: Brotli and the `_headers` file (Cloudflare Pages, Netlify), gzip
 * alone with them, or exactly as GitHub Pages serves (gzip alone, `max-age=600`, no `_headers`).
 */
export type Serving = 'brotli' | 'gzip-only' | 'github-pages';

export async function startServer(
  dir: string,
  port: number,
  base: string,
  serving: Serving = 'brotli',
): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/site/serve.ts', '--dir', dir, '--port', String(port), '--base', base].concat(
      serving === 'brotli' ? [] : [`--${serving}`],
    ),
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  adoptChild(server);
  await new Promise<void>((ready, fail) => {
    server.once('exit', (code) => fail(new Error(`The server stopped (exit ${code}) before it was ready.`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) ready();
    });
  });
  return server;
}

/** A static host compresses text: check the server sends Brotli and gzip (or gzip alone) before measuring. */
export async function checkCompression(url: string, gzipOnly = false): Promise<string> {
  const found: string[] = [];
  for (const encoding of gzipOnly ? ['gzip'] : ['br', 'gzip']) {
    const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
    await response.arrayBuffer();
    const sent = response.headers.get('content-encoding');
    if (sent !== encoding) throw new Error(`${url} asked for ${encoding} came back as ${sent ?? 'uncompressed'}.`);
    found.push(encoding);
  }
  return found.join(' and ');
}

/** Asks for every file once per encoding, so the server's compression cache is warm before timing. */
export async function warmUp(dir: string, origin: string): Promise<number> {
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter(
    (file) => !file.startsWith('.') && statSync(join(dir, file)).isFile(),
  );
  for (const file of files)
    for (const encoding of ['br', 'gzip'])
      await (
        await fetch(new URL(file.split(sep).join('/'), origin), { headers: { 'accept-encoding': encoding } })
      ).arrayBuffer();
  return files.length;
}

/**
 * Serves `dir` under the deploy's base path from this process, with every file already compressed
 * once, and returns the server and the site's address.
 */
export async function serveWarm(dir: string, port: number): Promise<{ server: Server; origin: string }> {
  const server = await serve({ dir, port, base: env.basePath });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${env.basePath}`;
  await warmUp(dir, origin);
  return { server, origin };
}
