import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Files a layer holds about itself, never copied into the content. */
const META = new Set(['remove.txt', 'symlinks.txt', 'README.md']);

/**
 * Writes `into` as `base` with each layer laid over it in turn: a layer's file replaces the file at
 * the same path, and the paths its remove.txt lists (files or whole folders) are deleted first. So
 * a test content set holds only what it changes, and a page or entry added to the base reaches it.
 * A layer's symlinks.txt lists links to make, `path -> target`: a link loop kept in the repository
 * would trap every tool that walks it (biome, globbing), so the layer only describes it.
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
    const links = join(layer, 'symlinks.txt');
    const lines = existsSync(links) ? readFileSync(links, 'utf8').split('\n').filter(Boolean) : [];
    for (const [path = '', target = ''] of lines.map((line) => line.split(' -> '))) {
      mkdirSync(dirname(join(into, path)), { recursive: true });
      symlinkSync(target, join(into, path));
    }
  }
}

/** An owner set of tests/owners/ as the owner would have it: laid over the fixture content, into `into`. */
export function ownerContent(set: string, into: string): string {
  layContent('tests/fixtures/content', [join('tests/owners', set)], into);
  return into;
}
