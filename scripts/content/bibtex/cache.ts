/**
 * A .bib file's reading on disk (env.bibtexCache, `.cache/bibtex/` by default), one JSON file per
 * reading, named by a hash of the file's text and of the code that reads it. The parser is slow
 * (about 1.4 ms an entry, TeX parsed in every field) and an owner's .bib changes far less often than
 * their site does: a build of an unchanged file reads its entries and citations back instead of
 * parsing it twice. Any change to the text, the reading code or the lockfile reads it anew.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepInCache, markUsed } from '../../disk-cache.ts';
import { env } from '../../env.ts';

// Not `new URL('../../..', import.meta.url)`: under a DOM test environment Vite rewrites that
// pattern into an asset address, which is no file.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The code a reading depends on: the content scripts and the content model, and the libraries by the lockfile. */
const READING_CODE = ['scripts/content', 'scripts/slug.ts', 'src/content/model', 'src/content/model.ts'];

const filesUnder = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .sort()
        .flatMap((name) => filesUnder(join(path, name)))
    : [path];

let version: string | undefined;
/** The reading code's version, hashed once per process. */
function readingVersion(): string {
  if (version) return version;
  const hash = createHash('sha256');
  const files = READING_CODE.flatMap((path) => filesUnder(join(ROOT, path))).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of [...files, join(ROOT, 'package-lock.json')])
    hash.update(relative(ROOT, file)).update(readFileSync(file));
  version = hash.digest('hex');
  return version;
}

/**
 * What `read(text)` gives, from the cache when this code read this text before (`kind` keeps a
 * file's entries and its citations apart). A cache that cannot be read or written only costs time.
 */
export function cachedReading<T>(kind: string, text: string, read: (text: string) => T): T {
  const dir = env.bibtexCache;
  const key = createHash('sha256').update(readingVersion()).update(kind).update(text).digest('hex').slice(0, 32);
  const file = join(dir, `${kind}-${key}.json`);
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as T;
    markUsed(file);
    return kept;
  } catch {
    // Not read before, or not readable: read now.
  }
  const result = read(text);
  keepInCache(file, JSON.stringify(result));
  return result;
}
