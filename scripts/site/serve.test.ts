import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from './serve';

type Answer = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends a request exactly as written (a raw socket: clients would clean up `..` and `%`, and msw
 * intercepts Node's http client) and returns the status code, headers and body.
 */
function get(port: number, target: string, method = 'GET', extra = ''): Promise<Answer> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Content-Length: 0\r\nConnection: close\r\n\r\n`,
      ),
    );
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      raw += chunk;
    });
    socket.on('error', fail);
    socket.on('end', () => {
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      done({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const SECRET = 'top secret, outside the site';
const POLICY = "Content-Security-Policy: default-src 'self'";

describe.each(['/', '/portfolio/'])('the preview server under %s', (base) => {
  let root: string;
  let server: Server;
  let port: number;
  const at = (path: string) => `${base}${path.replace(/^\//, '')}`;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-'));
    const site = join(root, 'site');
    mkdirSync(join(site, 'skills'), { recursive: true });
    writeFileSync(join(site, 'index.html'), '<h1>home</h1>');
    writeFileSync(join(site, 'skills', 'index.html'), '<h1>skills</h1>');
    // As the build writes them: each page twice, the editor's folder, the host's rules.
    writeFileSync(join(site, 'skills.html'), '<h1>skills</h1>');
    mkdirSync(join(site, 'admin'));
    writeFileSync(join(site, 'admin', 'index.html'), '<script src="decap-cms.js"></script>');
    writeFileSync(join(site, '_headers'), `/*\n  X-Content-Type-Options: nosniff\n  ${POLICY}\n`);
    writeFileSync(join(site, '.env'), SECRET);
    mkdirSync(join(site, 'assets'));
    writeFileSync(join(site, 'assets', 'app.js.map'), SECRET);
    writeFileSync(join(site, '404.html'), '<h1>not found page</h1>');
    // A second language's pages and its own not-found page, under its prefix.
    mkdirSync(join(site, 'pl', 'skills'), { recursive: true });
    writeFileSync(join(site, 'pl', 'skills', 'index.html'), '<h1>umiejętności</h1>');
    writeFileSync(join(site, 'pl', 'skills.html'), '<h1>umiejętności</h1>');
    writeFileSync(join(site, 'pl', '404.html'), '<h1>nie ma takiej strony</h1>');
    writeFileSync(join(root, 'secret.txt'), SECRET);
    mkdirSync(join(root, 'site-other'));
    writeFileSync(join(root, 'site-other', 'secret.txt'), SECRET);
    server = await serve({ dir: site, port: 0, base });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves pages at their clean URLs', async () => {
    expect(await get(port, at('/skills'))).toMatchObject({ status: 200, body: '<h1>skills</h1>' });
  });

  it('answers a malformed URL with 400 and keeps running', async () => {
    for (const target of ['/%', '/%zz', '/a%E0%A4%A', '/%00']) expect((await get(port, at(target))).status).toBe(400);
    expect(await get(port, at('/'))).toMatchObject({ status: 200, body: '<h1>home</h1>' });
  });

  it('answers a target starting with two slashes as a path, not a server error', async () => {
    for (const target of ['//', '//skills', '//example.com/'])
      expect([200, 404], target).toContain((await get(port, target)).status);
    expect(await get(port, at('/'))).toMatchObject({ status: 200, body: '<h1>home</h1>' });
  });

  it('serves the not-found page with status 404 for unknown paths', async () => {
    for (const target of ['/nope', '/skills/nope', '/assets/gone-abc123.js'])
      expect(await get(port, at(target))).toMatchObject({ status: 404, body: '<h1>not found page</h1>' });
  });

  it("serves the nearest not-found page up the address's folders, as Cloudflare Pages does", async () => {
    for (const target of ['/pl/nope', '/pl/skills/nope', '/pl/a/b/c'])
      expect(await get(port, at(target)), target).toMatchObject({ status: 404, body: '<h1>nie ma takiej strony</h1>' });
    for (const target of ['/plx/nope', '/nope/pl', '/pl/../nope'])
      expect(await get(port, at(target)), target).toMatchObject({ status: 404, body: '<h1>not found page</h1>' });
    expect((await get(port, at('/pl/skills'))).status).toBe(200);
  });

  it('never serves a file outside the site, however the traversal is written', async () => {
    const attempts = [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/..%2f..%2f..%2fetc/passwd',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/..%2fsite-other/secret.txt',
      '/skills/..%2f..%2fsecret.txt',
    ];
    for (const target of attempts) {
      const response = await get(port, at(target));
      expect(response.body, target).not.toContain(SECRET);
      expect(response.body, target).not.toContain('root:');
      expect([400, 404], target).toContain(response.status);
    }
    expect((await get(port, at('/'))).status).toBe(200);
  });

  it('redirects a folder without its slash to the slash, keeping the query, so relative links resolve', async () => {
    const answer = await get(port, at('/admin?x=1'));
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${at('/admin')}/?x=1`);
    expect(await get(port, at('/admin/'))).toMatchObject({ status: 200, body: '<script src="decap-cms.js"></script>' });
  });

  it('answers methods other than GET and HEAD with 405 and the methods it allows', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await get(port, at('/'), method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, HEAD');
    }
    expect((await get(port, at('/'), 'HEAD')).status).toBe(200);
  });

  it("never serves the host's rules, hidden files or source maps", async () => {
    for (const target of ['/_headers', '/.env', '/assets/app.js.map']) {
      const answer = await get(port, at(target));
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).not.toContain(SECRET);
    }
  });

  it('sends the security headers with every answer, errors and redirects included', async () => {
    for (const [target, method] of [
      ['/', 'GET'],
      ['/%zz', 'GET'],
      ['/nope', 'GET'],
      ['/', 'POST'],
      ['/admin', 'GET'],
    ]) {
      const answer = await get(port, at(target as string), method);
      expect(answer.headers['x-content-type-options'], `${method} ${target}`).toBe('nosniff');
      expect(answer.headers['content-security-policy'], `${method} ${target}`).toBe("default-src 'self'");
    }
  });
});

describe('the preview server’s compression', () => {
  it('sends Brotli to a browser that takes it, or gzip alone as GitHub Pages does', async () => {
    const root = mkdtempSync(join(tmpdir(), 'serve-encoding-'));
    writeFileSync(join(root, 'index.html'), '<p>A page long enough to compress.</p>'.repeat(50));
    const encodingFrom = async (gzipOnly: boolean) => {
      const server = await serve({ dir: root, port: 0, base: '/', gzipOnly });
      try {
        const { port } = server.address() as AddressInfo;
        return (await get(port, '/', 'GET', 'Accept-Encoding: gzip, deflate, br\r\n')).headers['content-encoding'];
      } finally {
        await new Promise((done) => server.close(done));
      }
    };
    try {
      expect(await encodingFrom(false)).toBe('br');
      expect(await encodingFrom(true)).toBe('gzip');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
