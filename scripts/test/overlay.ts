import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Files a layer holds about itself, never copied into the content. */
const META = new Set(['expected.txt', 'remove.txt', 'README.md']);

/**
 * Writes `into` as `base` with each layer laid over it in turn: a layer's file replaces the file at
 * the same path, and the paths its remove.txt lists (files or whole folders) are deleted first. So
 * a test content set holds only what it changes, and a page or entry added to the base reaches it.
 */
export function layContent(base: string, layers: string[], into: string): void {
  rmSync(into, { recursive: true, force: true });
  cpSync(base, into, { recursive: true });
  for (const layer of layers) {
    const removeFile = join(layer, 'remove.txt');
    const removals = existsSync(removeFile) ? readFileSync(removeFile, 'utf8').split('\n') : [];
    for (const path of removals.map((line) => line.trim()).filter((line) => line && !line.startsWith('#'))) {
      // A name the base lacks is a stale list, which would quietly test something else.
      if (!existsSync(join(into, path))) throw new Error(`${removeFile} removes ${path}, which ${base} lacks.`);
      rmSync(join(into, path), { recursive: true });
    }
    cpSync(layer, into, { recursive: true, filter: (path) => !META.has(relative(layer, path)) });
  }
}
