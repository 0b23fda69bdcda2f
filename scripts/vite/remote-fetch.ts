/**
 * The fetch itself, for remote-images.ts: one GET after another over https, redirects followed by
 * hand (each checked: https only, no loop, at most `redirects`), the answer refused on its status,
 * its Content-Type or its length before its body is read, and the body cut off at `bytes`, all
 * within one deadline.
 */
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import { get, type RequestOptions } from 'node:https';
import { formatBytes } from '../content/check/report.ts';

/** The limits a fetch keeps (remote-images.ts gives the build's). */
export type Limits = { bytes: number; timeoutMs: number; redirects: number };

/** Why a remote image cannot be built: `reason` ends "could not be fetched: …" in the report. */
export class RemoteImageError extends Error {
  override name = 'RemoteImageError';
  /** A network failure, a timeout or a server error: a cached copy may stand in. */
  constructor(
    readonly reason: string,
    readonly transient = false,
  ) {
    super(reason);
  }
}

/** The types a server may name; sharp must then read the bytes as one of them (remote-images.ts). */
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml'];

export type Meta = { url: string; etag?: string; lastModified?: string; type: string; sha256: string };
export type Fetched = { notModified: true } | { bytes: Buffer; type: string; etag?: string; lastModified?: string };

export const fail = (reason: string, transient = false): never => {
  throw new RemoteImageError(reason, transient);
};

/** One GET; its answer, headers first. */
function request(url: URL, options: RequestOptions) {
  return new Promise<IncomingMessage>((done, reject) => {
    const req = get(url, options, done);
    req.on('error', reject);
  });
}

/** The body, refused once it passes `max` bytes, whatever the server announced. */
async function readCapped(response: IncomingMessage, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      response.destroy();
      fail(`it is over ${formatBytes(max)}, the most an image may be`);
    }
    chunks.push(chunk);
  }
  if (!response.complete) fail('the server ended the answer before the whole image came', true);
  return Buffer.concat(chunks);
}

/** The image's bytes from `url`, following redirects over https; or "not modified" for a cached copy. */
export async function download(url: string, limits: Limits, cached?: Meta): Promise<Fetched> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const headers: Record<string, string> = { accept: TYPES.join(', '), 'user-agent': 'portfolio-build' };
  if (cached?.etag) headers['if-none-match'] = cached.etag;
  if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
  const seen = new Set<string>();
  let current = new URL(url);
  try {
    for (let hop = 0; ; hop++) {
      seen.add(current.href);
      const response = await request(current, { headers, signal });
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304) {
        response.resume();
        const location = response.headers.location;
        if (!location) fail(`the server answered ${status} ${STATUS_CODES[status] ?? ''} without saying where to`);
        const next = new URL(location as string, current);
        if (next.protocol !== 'https:')
          fail(`it redirects to ${next.protocol}//${next.host}, not https://, and an image must come over https`);
        if (seen.has(next.href)) fail(`it redirects in a loop (back to ${next.href.slice(0, 100)})`);
        if (hop + 1 > limits.redirects) fail(`it redirects more than ${limits.redirects} times`);
        current = next;
        continue;
      }
      if (status === 304 && cached) {
        response.resume();
        return { notModified: true };
      }
      if (status !== 200) {
        response.resume();
        fail(`the server answered ${status} ${STATUS_CODES[status] ?? ''}`.trim(), status >= 500);
      }
      const type = (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!TYPES.includes(type)) {
        response.resume();
        fail(
          type
            ? `the server says it is ${type.slice(0, 60)}, not an image (JPEG, PNG, WebP, AVIF, GIF or SVG)`
            : 'the server does not say it is an image (it sends no Content-Type)',
        );
      }
      const announced = Number(response.headers['content-length']);
      if (announced > limits.bytes) {
        response.destroy();
        fail(`it is ${formatBytes(announced)}; an image may be at most ${formatBytes(limits.bytes)}`);
      }
      const bytes = await readCapped(response, limits.bytes);
      const etag = response.headers.etag;
      const lastModified = response.headers['last-modified'];
      return { bytes, type, ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
    }
  } catch (error) {
    if (error instanceof RemoteImageError) throw error;
    if (signal.aborted) fail(`it did not arrive within ${limits.timeoutMs / 1000} s`, true);
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'ECONNRESET' || (error as Error).message === 'aborted')
      fail('the server ended the answer before the whole image came', true);
    if (/CERT|SSL|TLS|SELF_SIGNED/.test(code)) fail(`its https certificate is not valid (${code})`);
    return fail(`the server could not be reached (${code || (error as Error).message})`, true);
  }
}
