/**
 * A post's remote image (`![alt](https://…)`), fetched at build time so the page serves its own
 * copy and makes no third-party request. Bounded: https only, redirects included, a few redirects,
 * a size cap, one deadline for the whole fetch, and the server's Content-Type and sharp's decode
 * must both say it is an image. Kept in `.cache/remote-images/<hash of the address>/` with the
 * server's validators (ETag, Last-Modified): the next build asks "changed?" and reuses the copy,
 * and rides out an unreachable server with it, but never a wrong address.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { get, type RequestOptions } from 'node:https';
import { join } from 'node:path';
import sharp from 'sharp';
import { LIMITS } from '../../src/content/model/vocabulary.ts';
import { formatBytes } from '../content/check/report.ts';

/** Where fetched images are kept between builds (the deploy workflow caches this folder). */
export const REMOTE_IMAGE_CACHE = '.cache/remote-images';

const REMOTE_IMAGE_LIMITS = {
  /** The same cap as an image under content/. */
  bytes: LIMITS.imageBytes,
  /** For the whole fetch, redirects and body included, so a server that dribbles cannot hold the build. */
  timeoutMs: 20_000,
  redirects: 5,
  /** As for an image under content/: a picture, not a banner or a strip. */
  aspect: 3,
};

/** The tests' local server is trusted through NODE_EXTRA_CA_CERTS, as any extra certificate is. */
export type RemoteImageOptions = Partial<typeof REMOTE_IMAGE_LIMITS> & { cacheDir?: string };

/** The cached copy: the file, and why the build used it without fetching it anew, if it did. */
export type RemoteImage = { file: string; note?: string };

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

/** The types a server may name, as sharp decodes them. */
const TYPES: Record<string, readonly string[]> = {
  'image/jpeg': ['jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['heif'],
  'image/gif': ['gif'],
  'image/svg+xml': ['svg'],
};
const ACCEPTED = new Set(Object.values(TYPES).flat());

type Meta = { url: string; etag?: string; lastModified?: string; type: string; sha256: string };
type Fetched = { notModified: true } | { bytes: Buffer; type: string; etag?: string; lastModified?: string };

const fail = (reason: string, transient = false): never => {
  throw new RemoteImageError(reason, transient);
};

/** One GET; its answer, headers first. */
function request(url: URL, options: RequestOptions) {
  return new Promise<import('node:http').IncomingMessage>((done, reject) => {
    const req = get(url, options, done);
    req.on('error', reject);
  });
}

/** The body, refused once it passes `max` bytes, whatever the server announced. */
async function readCapped(response: import('node:http').IncomingMessage, max: number): Promise<Buffer> {
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
async function download(url: string, limits: typeof REMOTE_IMAGE_LIMITS, cached?: Meta): Promise<Fetched> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const headers: Record<string, string> = { accept: Object.keys(TYPES).join(', '), 'user-agent': 'portfolio-build' };
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
      if (!Object.hasOwn(TYPES, type)) {
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

/** Why the bytes are not an image the build can show, or null: sharp must read all of them as one. */
async function decodeProblem(bytes: Buffer, type: string, aspect: number): Promise<string | null> {
  try {
    const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
    if (!format || !ACCEPTED.has(format)) return `the server says it is ${type}, but it is ${format ?? 'no image'}`;
    // A tiny decode still reads every byte, so an image cut short fails here.
    await sharp(bytes).resize(8, 8, { fit: 'inside' }).raw().toBuffer();
    if (Math.max(width, height) > aspect * Math.min(width, height))
      return `it is ${width}×${height} pixels; one side may be at most ${aspect} times the other, so crop it`;
    return null;
  } catch (error) {
    const words = String((error as Error).message ?? error).split('\n')[0];
    return `the server says it is ${type}, but sharp cannot read it as an image (${words})`;
  }
}

const write = (file: string, data: string | Buffer) => {
  // Builds side by side share the cache: write aside, then rename into place.
  writeFileSync(`${file}.${process.pid}.tmp`, data);
  renameSync(`${file}.${process.pid}.tmp`, file);
};

/** Fetches `url` into the cache (or confirms the cached copy) and returns the file the image step resizes. */
export async function fetchRemoteImage(url: string, options: RemoteImageOptions = {}): Promise<RemoteImage> {
  const limits = { ...REMOTE_IMAGE_LIMITS, ...options };
  const dir = join(options.cacheDir ?? REMOTE_IMAGE_CACHE, createHash('sha256').update(url).digest('hex').slice(0, 32));
  const file = join(dir, 'image');
  const metaFile = join(dir, 'meta.json');
  let cached: Meta | undefined;
  try {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Meta;
    const bytes = readFileSync(file);
    if (meta.url === url && createHash('sha256').update(bytes).digest('hex') === meta.sha256) cached = meta;
  } catch {
    // No copy yet, or a damaged one: fetched anew.
  }
  let fetched: Fetched;
  try {
    fetched = await download(url, limits, cached);
  } catch (error) {
    if (cached && error instanceof RemoteImageError && error.transient)
      return { file, note: `${error.reason}, so the copy an earlier build fetched was used` };
    throw error;
  }
  if ('notModified' in fetched) return { file };
  const problem = await decodeProblem(fetched.bytes, fetched.type, limits.aspect);
  if (problem) fail(problem);
  mkdirSync(dir, { recursive: true });
  write(file, fetched.bytes);
  const { bytes, ...validators } = fetched;
  write(metaFile, JSON.stringify({ url, ...validators, sha256: createHash('sha256').update(bytes).digest('hex') }));
  return { file };
}
