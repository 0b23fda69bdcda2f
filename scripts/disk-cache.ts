/**
 * What the build's disk caches (`.cache/share-images/`, `.cache/bibtex/`) share: an entry is
 * written whole before it takes its name, since a build beside this one may be reading the folder
 * and a build stopped midway must leave nothing half-written to read back; an entry read back is
 * marked used; and entries no build has used for a month (their inputs since changed or removed)
 * are cleared once per folder per build. A cache that cannot be written only costs time.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const UNUSED_FOR = 30 * 86_400_000;
const pruned = new Set<string>();

/** Removes the entries of `dir` that no build has used for a month, the first time a build asks. */
export function pruneUnused(dir: string): void {
  if (pruned.has(dir)) return;
  pruned.add(dir);
  const now = Date.now();
  try {
    for (const name of readdirSync(dir))
      if (now - statSync(join(dir, name)).mtimeMs > UNUSED_FOR) rmSync(join(dir, name), { force: true });
  } catch {
    // No folder yet, or one another build is clearing: nothing to clear now.
  }
}

/** Keeps `data` as `file`, an entry of its folder's cache; a failure to write is no failure of the build. */
export function keepInCache(file: string, data: string | Buffer): void {
  const partial = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    pruneUnused(dirname(file));
    writeFileSync(partial, data);
    renameSync(partial, file);
  } catch {
    try {
      rmSync(partial, { force: true });
    } catch {
      // Not even that could be written.
    }
  }
}

/** Marks a cache entry just read back as used, so a month's pruning spares it. */
export function markUsed(file: string): void {
  const now = new Date();
  try {
    utimesSync(file, now, now);
  } catch {
    // A cache that cannot be written (restored read-only): the entry serves all the same.
  }
}
