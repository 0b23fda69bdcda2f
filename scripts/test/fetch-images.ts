/**
 * `node --import tsx scripts/test/fetch-images.ts < cases.json`: the build's remote-image step
 * (scripts/vite/remote-report.ts) over each case on its own, in a process of its own, as the
 * build runs it (no test's network mocks; the local server trusted through NODE_EXTRA_CA_CERTS).
 * Prints one JSON outcome per case: the image it built (its format and size as sharp reads the
 * cached file), or the report that refused it, or what crashed.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { RemoteImageRef } from '../vite/named-images.ts';
import type { RemoteImageOptions } from '../vite/remote-images.ts';
import { fetchRemoteImages, RemoteImagesError } from '../vite/remote-report.ts';

type Input = { cases: RemoteImageRef[]; cacheDir: string; limits: Omit<RemoteImageOptions, 'cacheDir'> };

export type FetchOutcome =
  | { built: { format: string; width: number; height: number } }
  | { refused: string; issues: { file: string; line: number; message: string }[] }
  | { crashed: string };

/** Cases at once: enough to overlap the slow servers, few enough that each deadline measures its own fetch. */
const PARALLEL = 6;

async function outcomeOf(ref: RemoteImageRef): Promise<FetchOutcome> {
  try {
    const files = await fetchRemoteImages([ref], input.cacheDir, input.limits);
    const { format = '', width = 0, height = 0 } = await sharp(files.get(ref.url) as string).metadata();
    return { built: { format, width, height } };
  } catch (error) {
    if (error instanceof RemoteImagesError) return { refused: error.message, issues: error.issues };
    return { crashed: String((error as Error)?.stack ?? error) };
  }
}

const input = JSON.parse(readFileSync(0, 'utf8')) as Input;
const outcomes: FetchOutcome[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let at = next++; at < input.cases.length; at = next++)
      outcomes[at] = await outcomeOf(input.cases[at] as RemoteImageRef);
  }),
);
process.stdout.write(JSON.stringify(outcomes));
