/**
 * The servers the remote-image property test (scripts/vite/remote-images.build.test.ts) stands up:
 * a chain of redirects (on the same host, to another, to http://, back to the start), then an
 * answer (a status, a Content-Type, a body, its length told right, wrong or not at all, cut short,
 * never sent, or dribbled); and what the build must say of each, as the property's oracle.
 */
import fc from 'fast-check';
import sharp from 'sharp';
import type { Answer, ImageServer } from './image-server.ts';

/** Small limits, so a huge file or a slow server costs the test little; the build's are larger. */
export const LIMITS = { bytes: 64 * 1024, timeoutMs: 3000, redirects: 5 };

const noise = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  } as never);

/** The bodies a server may send: images as they should be and every way one is not. */
export async function makeBodies() {
  const png = await noise(64, 48).png().toBuffer();
  return {
    png,
    jpeg: await noise(40, 30).jpeg().toBuffer(),
    wide: await noise(400, 100).png().toBuffer(),
    truncated: png.subarray(0, Math.floor(png.length / 2)),
    html: Buffer.from('<!doctype html><title>Not found</title><p>This is a page, not an image.</p>'),
    random: Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251)),
    huge: Buffer.concat([png, Buffer.alloc(LIMITS.bytes * 2, 1)]),
    empty: Buffer.alloc(0),
  };
}
export type Bodies = Awaited<ReturnType<typeof makeBodies>>;

export type Hop = { to: 'same' | 'other' | 'http' | 'loop'; status: 301 | 302 | 303 | 307 | 308 };
export type Final = {
  status: 200 | 403 | 404 | 500;
  type: string | null;
  body: keyof Bodies;
  length: 'honest' | 'none' | 'short';
  cut: boolean;
  slow: 'no' | 'hang' | 'dribble';
};

export const hop = fc.record({
  to: fc.constantFrom('same', 'same', 'same', 'other', 'http', 'loop'),
  status: fc.constantFrom(301, 302, 303, 307, 308),
}) as fc.Arbitrary<Hop>;
export const final = fc
  .record({
    status: fc.constantFrom(200, 200, 200, 200, 403, 404, 500),
    type: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'IMAGE/PNG; charset=binary',
      'text/html',
      'application/octet-stream',
      null,
    ),
    body: fc.constantFrom('png', 'png', 'jpeg', 'wide', 'truncated', 'html', 'random', 'huge', 'empty'),
    length: fc.constantFrom('honest', 'honest', 'none', 'short'),
    cut: fc.constantFrom(false, false, false, true),
    slow: fc.constantFrom('no', 'no', 'no', 'no', 'no', 'no', 'hang', 'dribble'),
    // A server that dribbles says how long its answer is, or sends it in chunks.
  })
  .map((end) =>
    end.slow === 'dribble' && end.length === 'short' ? { ...end, length: 'honest' } : end,
  ) as fc.Arbitrary<Final>;

/** What the build must do with a case: the pattern its refusal names, or null when it builds the image. */
export function expected(hops: Hop[], end: Final, bodies: Bodies): RegExp | null {
  for (const [index, { to }] of hops.entries()) {
    if (to === 'http') return /redirects to http:\/\//;
    if (to === 'loop') return /redirects in a loop/;
    if (index + 1 > LIMITS.redirects) return /redirects more than 5 times/;
  }
  if (end.slow === 'hang') return /did not arrive within 3 s/;
  if (end.status !== 200) return new RegExp(`the server answered ${end.status}`);
  const type = end.type?.split(';')[0]?.trim().toLowerCase();
  if (!type) return /does not say it is an image/;
  if (!type.startsWith('image/')) return new RegExp(`says it is ${type.replace('/', '\\/')}, not an image`);
  const body = bodies[end.body];
  const { announced, cut } = sent(end, bodies);
  if (announced !== undefined && announced > LIMITS.bytes) return /an image may be at most 64 KB/;
  if (end.slow === 'dribble') return /did not arrive within 3 s/;
  if (Math.min(announced ?? body.length, cut ?? body.length, body.length) > LIMITS.bytes)
    return /over 64 KB, the most an image may be/;
  if (cut !== undefined && cut < (announced ?? body.length + 1)) return /ended the answer before the whole image came/;
  if (announced !== undefined && announced < body.length) return /cannot read it as an image/;
  if (end.body === 'wide') return /400×100 pixels; one side may be at most 3 times the other/;
  return end.body === 'png' || end.body === 'jpeg' ? null : /cannot read it as an image/;
}

/** The Content-Length a case's server sends (none when chunked) and where it cuts the connection. */
function sent(end: Final, bodies: Bodies): { announced?: number; cut?: number } {
  const body = bodies[end.body];
  const padded = end.slow === 'dribble' ? body.length + 8192 : body.length;
  return {
    ...(end.length === 'honest'
      ? { announced: padded }
      : end.length === 'short'
        ? { announced: Math.floor(body.length * 0.6) }
        : {}),
    ...(end.cut && body.length > 1 ? { cut: Math.floor(body.length / 2) } : {}),
  };
}

/** Routes a case's chain and final answer under its own paths; the address a post would name. */
export function route(server: ImageServer, bodies: Bodies, index: number, hops: Hop[], end: Final): string {
  const path = (step: number) => `/case-${index}/step-${step}`;
  hops.forEach(({ to, status }, step) => {
    const next = path(step + 1);
    const target =
      to === 'http'
        ? `http://127.0.0.1:1${next}`
        : to === 'loop'
          ? `${server.origin}${path(0)}`
          : to === 'other'
            ? `${server.otherHost}${next}`
            : next;
    server.route(path(step), { kind: 'redirect', status, to: target });
  });
  const body = bodies[end.body];
  const { announced, cut } = sent(end, bodies);
  const answer: Answer = {
    kind: 'answer',
    status: end.status,
    body: end.slow === 'dribble' ? Buffer.concat([body, Buffer.alloc(8192)]) : body,
    length: announced ?? 'none',
    ...(end.type ? { type: end.type } : {}),
    ...(cut !== undefined ? { cut } : {}),
    ...(end.slow === 'hang' ? { hang: true } : end.slow === 'dribble' ? { dribble: 100 } : {}),
  };
  server.route(path(hops.length), answer);
  return `${server.origin}${path(0)}`;
}
