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
  const problems = new Map();
  try {
    const sharp = require(sharpPath);
    for (const file of files) {
      try {
        await sharp(file).resize(8, 8, { fit: 'inside' }).raw().toBuffer();
      } catch (error) {
        problems.set(file, String(error && error.message ? error.message : error).split('\\n')[0]);
      }
    }
  } catch (error) {
    for (const file of files) problems.set(file, 'sharp could not be loaded: ' + String(error && error.message));
  }
  port.postMessage(problems);
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
  join(CACHE, `${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 32)}-${sharpVersion}`);

/** For each file, why sharp cannot decode it, or null when it can. */
export function decodeProblems(files: readonly string[]): Map<string, string | null> {
  const markers = new Map([...new Set(files)].map((file) => [file, markerOf(file)]));
  const wanted = [...markers].filter(([, marker]) => !existsSync(marker)).map(([file]) => file);
  if (wanted.length === 0) return new Map(files.map((file) => [file, null]));
  const problems = decodeInWorker(wanted);
  if (!problems) return new Map(wanted.map((file) => [file, `could not be decoded within ${TIMEOUT_MS / 1000} s`]));
  mkdirSync(CACHE, { recursive: true });
  for (const file of wanted) {
    const marker = markers.get(file);
    if (problems.has(file) || !marker) continue;
    // Parallel checks share the cache: write aside, then rename into place.
    writeFileSync(`${marker}.${process.pid}.tmp`, '');
    renameSync(`${marker}.${process.pid}.tmp`, marker);
  }
  return new Map(files.map((file) => [file, problems.get(file) ?? null]));
}

function decodeInWorker(files: string[]): Map<string, string> | undefined {
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
  const problems = receiveMessageOnPort(port1)?.message as Map<string, string> | undefined;
  void worker.terminate();
  port1.close();
  return problems;
}
