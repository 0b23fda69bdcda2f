/**
 * HTTPS and HTTP/2 in front of the preview server, as GitHub Pages, Netlify and Cloudflare serve a
 * site: `npm run bench -- --h2`. Lighthouse's simulator models one connection per origin over h2,
 * and a TLS handshake on the document's, so the figures are the ones a visitor's protocol gives.
 * The certificate is self-signed for 127.0.0.1 by `openssl`, made afresh in a temp dir each run.
 */
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Connection-level headers HTTP/2 forbids in a response. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-h2-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, '-keyout', key, '-out', cert],
      { encoding: 'utf8' },
    );
    if (made.error || made.status !== 0)
      throw new Error(
        `--h2 makes its certificate with openssl (apt-get install -y openssl): ${made.error?.message ?? made.stderr}`,
      );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves https://127.0.0.1:`port` over HTTP/2, passing each request to the server on `upstreamPort`.
 * `chromiumFlag` makes Chromium trust the certificate. Not --ignore-certificate-errors: a page
 * with a certificate error is never cached, so every module the loader prefetched came twice.
 */
export function startH2Proxy(upstreamPort: number, port: number): Promise<{ kill: () => void; chromiumFlag: string }> {
  const certificate = selfSignedCertificate();
  const spki = new X509Certificate(certificate.cert).publicKey.export({ type: 'spki', format: 'der' });
  const chromiumFlag = `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
  const server = createSecureServer(certificate, (req, res) => {
    const encoding = String(req.headers['accept-encoding'] ?? '');
    const upstream = request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        path: req.url,
        method: req.method,
        headers: { 'accept-encoding': encoding },
      },
      (response) => {
        const headers = Object.fromEntries(
          Object.entries(response.headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name)),
        );
        res.writeHead(response.statusCode ?? 502, headers);
        response.pipe(res);
      },
    );
    upstream.on('error', (error) => res.writeHead(502).end(String(error)));
    upstream.end();
  });
  return new Promise((ready) =>
    server.listen(port, '127.0.0.1', () => ready({ kill: () => server.close(), chromiumFlag })),
  );
}
