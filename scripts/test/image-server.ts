/**
 * A local https server for the remote-image tests: never the internet. Each path answers as the
 * test routes it: an image, a redirect (to itself, to http://, to another host name of the same
 * server), the wrong bytes under an image's type, more bytes than allowed, a body cut short, a
 * server too slow to finish. Its certificate is made for the run (openssl) and trusted by a
 * child process through NODE_EXTRA_CA_CERTS, as a build would trust any extra certificate.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Answer =
  | { kind: 'redirect'; to: string; status?: 301 | 302 | 303 | 307 | 308 }
  | {
      kind: 'answer';
      status?: number;
      type?: string;
      body?: Buffer;
      /** The Content-Length sent: the body's (the default), another number, or none (chunked). */
      length?: number | 'none';
      /** Bytes sent before the connection is cut. */
      cut?: number;
      /** Milliseconds between chunks of 16 bytes: a server that dribbles. */
      dribble?: number;
      /** Never answers at all. */
      hang?: boolean;
      etag?: string;
    };

export type ImageServer = {
  /** `https://127.0.0.1:<port>`, the address a post names. */
  origin: string;
  /** The same server as `https://localhost:<port>`: another host to redirect to. */
  otherHost: string;
  /** The certificate file, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  route: (path: string, answer: Answer) => void;
  /** The paths asked for, in order, with the If-None-Match each sent. */
  requests: { path: string; ifNoneMatch?: string }[];
  close: () => Promise<void>;
};

function send(response: ServerResponse, answer: Extract<Answer, { kind: 'answer' }>) {
  if (answer.hang) return;
  const body = answer.body ?? Buffer.alloc(0);
  const headers: Record<string, string> = {};
  if (answer.type) headers['content-type'] = answer.type;
  if (answer.etag) headers.etag = answer.etag;
  if (answer.length !== 'none') headers['content-length'] = String(answer.length ?? body.length);
  response.writeHead(answer.status ?? 200, headers);
  const bytes = answer.cut === undefined ? body : body.subarray(0, answer.cut);
  if (!answer.dribble) {
    if (answer.cut === undefined) response.end(bytes);
    else response.write(bytes, () => response.destroy());
    return;
  }
  let at = 0;
  const timer = setInterval(() => {
    if (response.destroyed || at >= bytes.length) {
      clearInterval(timer);
      if (!response.destroyed) response.end();
      return;
    }
    response.write(bytes.subarray(at, at + 16));
    at += 16;
  }, answer.dribble);
  response.on('close', () => clearInterval(timer));
}

export async function startImageServer(): Promise<ImageServer> {
  const dir = mkdtempSync(join(tmpdir(), 'image-server-'));
  const key = join(dir, 'key.pem');
  const caFile = join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    key,
    '-out',
    caFile,
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1,IP:::1,DNS:localhost',
  ]);
  const routes = new Map<string, Answer>();
  const requests: ImageServer['requests'] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    const ifNoneMatch = req.headers['if-none-match'];
    requests.push({ path, ...(ifNoneMatch ? { ifNoneMatch } : {}) });
    const answer = routes.get(path) ?? { kind: 'answer', status: 404, type: 'text/plain', body: Buffer.from('no') };
    if (answer.kind === 'redirect') {
      res.writeHead(answer.status ?? 302, { location: answer.to, 'content-length': '0' });
      res.end();
    } else if (answer.etag && ifNoneMatch === answer.etag) {
      res.writeHead(304, { etag: answer.etag });
      res.end();
    } else send(res, answer);
  };
  const tls = { key: readFileSync(key), cert: readFileSync(caFile) };
  const server = createServer(tls, handle);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  // `localhost` may name ::1 first: the same port there too, where the machine has IPv6.
  const six = createServer(tls, handle);
  await new Promise<void>((done) => {
    six.once('error', () => done());
    six.listen(port, '::1', done);
  });
  return {
    origin: `https://127.0.0.1:${port}`,
    otherHost: `https://localhost:${port}`,
    caFile,
    route: (path, answer) => routes.set(path, answer),
    requests,
    close: async () => {
      for (const one of [server, six]) {
        one.closeAllConnections();
        await new Promise<void>((done) => (one.listening ? one.close(() => done()) : done()));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
