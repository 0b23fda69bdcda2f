import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from './serve';

/**
 * Sends a request exactly as written (a raw socket: clients would clean up `..` and `%`, and msw
 * intercepts Node's http client) and returns the status code and body.
 */
function get(port: number, target: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      raw += chunk;
    });
    socket.on('error', fail);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
      done({ status, body: raw.slice(raw.indexOf('\r\n\r\n') + 4) });
    });
  });
}

const SECRET = 'top secret, outside the site';

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
    writeFileSync(join(site, '404.html'), '<h1>not found page</h1>');
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

  it('serves the not-found page with status 404 for unknown paths', async () => {
    for (const target of ['/nope', '/skills/nope', '/assets/gone-abc123.js'])
      expect(await get(port, at(target))).toMatchObject({ status: 404, body: '<h1>not found page</h1>' });
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
});
