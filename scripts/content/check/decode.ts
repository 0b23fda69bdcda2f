/**
 * Decodes image files with sharp, synchronously: sharp only works asynchronously and the content
 * check is synchronous, so a worker decodes while this thread waits on a shared flag. A file that
 * decoded once is remembered by its hash, so the usual run (same portrait) starts no worker.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';

// A tiny decode (libvips shrinks JPEG and WebP while reading) still reads every byte, so a cut-off
// file fails, and it takes milliseconds even for a camera photo.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { files, port, flag, sharpPath } = workerData;
(async () => {
  const results = new Map();
  try {
    const sharp = require(sharpPath);
    for (const file of files) {
      try {
        const { info } = await sharp(file).resize(8, 8, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
        const { width, height } = await sharp(file).metadata();
        results.set(file, { width: width || info.width, height: height || info.height });
      } catch (error) {
        results.set(file, String(error && error.message ? error.message : error).split('\\n')[0]);
      }
    }
  } catch (error) {
    for (const file of files) results.set(file, 'sharp could not be loaded: ' + String(error && error.message));
  }
  port.postMessage(results);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
})();
`;

const TIMEOUT_MS = 60_000;
const require = createRequire(import.meta.url);
const sharpPath = require.resolve('sharp');
// The package exports no package.json; it is one folder above the entry point.
const sharpVersion = (
  JSON.parse(readFileSync(join(dirname(sharpPath), '../package.json'), 'utf8')) as { version: string }
).version;
const CACHE = join(dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.cache/content-check-images');

/** The marker of a file that decoded, by content and sharp version. */
const markerOf = (file: string) =>
  join(CACHE, `${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 32)}-${sharpVersion}-size`);

/** An image's size in pixels, or why sharp cannot decode it. */
export type Decoded = { width: number; height: number } | string;

/** For each file, its size in pixels, or why sharp cannot decode it. */
export function decodeImages(files: readonly string[]): Map<string, Decoded> {
  const markers = new Map([...new Set(files)].map((file) => [file, markerOf(file)]));
  const known = new Map<string, Decoded>();
  for (const [file, marker] of markers) {
    const size = existsSync(marker) ? /^(\d+)x(\d+)$/.exec(readFileSync(marker, 'utf8')) : null;
    if (size) known.set(file, { width: Number(size[1]), height: Number(size[2]) });
  }
  const wanted = [...markers.keys()].filter((file) => !known.has(file));
  const results = wanted.length > 0 ? decodeInWorker(wanted) : new Map<string, Decoded>();
  if (!results) return new Map(wanted.map((file) => [file, `could not be decoded within ${TIMEOUT_MS / 1000} s`]));
  mkdirSync(CACHE, { recursive: true });
  for (const [file, result] of results) {
    const marker = markers.get(file);
    if (typeof result === 'string' || !marker) continue;
    // Parallel checks share the cache: write aside, then rename into place.
    writeFileSync(`${marker}.${process.pid}.tmp`, `${result.width}x${result.height}`);
    renameSync(`${marker}.${process.pid}.tmp`, marker);
    known.set(file, result);
  }
  return new Map(files.map((file) => [file, known.get(file) ?? results.get(file) ?? 'could not be decoded']));
}

function decodeInWorker(files: string[]): Map<string, Decoded> | undefined {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    // Plain JavaScript: no need for the parent's loaders (tsx), which would double the start-up.
    execArgv: [],
    workerData: { files, port: port2, flag, sharpPath },
    transferList: [port2],
  });
  Atomics.wait(flag, 0, 0, TIMEOUT_MS);
  const results = receiveMessageOnPort(port1)?.message as Map<string, Decoded> | undefined;
  void worker.terminate();
  port1.close();
  return results;
}
