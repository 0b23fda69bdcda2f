/**
 * The image step's remote images, all of them: each fetched once per build process (the client
 * and server bundles of every language share it), a few at a time, and every failure reported
 * at once at each file and line that shows the image, with the fix, as the content check reports.
 */
import { resolve } from 'node:path';
import { annotation, type ContentIssue, formatIssue, plural } from '../content/check/report.ts';
import { env } from '../env.ts';
import type { RemoteImageRef } from './named-images.ts';
import { RemoteImageError } from './remote-fetch.ts';
import { fetchRemoteImage, type RemoteImage, type RemoteImageOptions } from './remote-images.ts';

/** At most this many fetches at once: a post of thirty images asks each server politely. */
const PARALLEL = 4;

const FIX =
  'fix the address, or download the image into content/assets/ and link it there, as ![what it shows](assets/name.png)';

const fetches = new Map<string, Promise<RemoteImage>>();

/** One fetch per address and cache per process; a failed one is tried again next time (the dev server). */
function fetchOnce(url: string, options: RemoteImageOptions): Promise<RemoteImage> {
  const key = `${options.cacheDir}\n${url}`;
  let running = fetches.get(key);
  if (!running) {
    running = fetchRemoteImage(url, options);
    running.catch(() => fetches.delete(key));
    fetches.set(key, running);
  }
  return running;
}

/** A failed image step: the report as its message, the first file and line for the dev server's overlay. */
export class RemoteImagesError extends Error {
  override name = 'RemoteImagesError';
  readonly id: string;
  readonly loc: { file: string; line: number; column: number };
  constructor(readonly issues: ContentIssue[]) {
    const files = new Set(issues.map((issue) => issue.file)).size;
    super(
      [
        `Remote images failed: ${plural(issues.length, 'problem')} in ${plural(files, 'file')}.`,
        '',
        ...issues.map(formatIssue),
        '',
        'The build fetches each https:// image of a post into the site, so pages load nothing from elsewhere.',
        'Fix each line above, then build again.',
        ...(env.githubActions ? issues.map(annotation) : []),
      ].join('\n'),
    );
    this.stack = '';
    const first = issues[0];
    this.id = resolve(first?.file ?? '.');
    this.loc = { file: this.id, line: first?.line ?? 1, column: 1 };
  }
}

/** Fetches every remote image; the cached file of each address, or a RemoteImagesError naming every failure. */
export async function fetchRemoteImages(
  refs: readonly RemoteImageRef[],
  cacheDir: string,
  options: Omit<RemoteImageOptions, 'cacheDir'> = {},
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const issues: ContentIssue[] = [];
  const queue = [...refs];
  const worker = async () => {
    for (let ref = queue.shift(); ref; ref = queue.shift()) {
      try {
        const image = await fetchOnce(ref.url, { ...options, cacheDir });
        files.set(ref.url, image.file);
        for (const use of image.note ? ref.uses : [])
          console.warn(`Warning: ${use.file}:${use.line} body image ${ref.url}: ${image.note}`);
      } catch (error) {
        if (!(error instanceof RemoteImageError)) throw error;
        for (const use of ref.uses)
          issues.push({
            ...use,
            field: 'body',
            message: `body image ${ref.url} could not be built into the site: ${error.reason}; ${FIX}`,
          });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, refs.length) }, worker));
  if (issues.length > 0)
    throw new RemoteImagesError(issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line));
  return files;
}
