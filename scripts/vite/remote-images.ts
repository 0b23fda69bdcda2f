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
import { join } from 'node:path';
import sharp from 'sharp';
import { LIMITS } from '../../src/content/model/vocabulary.ts';
import { download, type Fetched, fail, type Meta, RemoteImageError } from './remote-fetch.ts';

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

/** What sharp calls the types a server may name (AVIF is a HEIF). */
const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif', 'svg']);

/** Why the bytes are not an image the build can show, or null: sharp must read all of them as one. */
async function decodeProblem(bytes: Buffer, type: string, aspect: number): Promise<string | null> {
  try {
    const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
    if (!format || !FORMATS.has(format)) return `the server says it is ${type}, but it is ${format ?? 'no image'}`;
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
