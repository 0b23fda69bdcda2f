/**
 * Drawn diagrams on disk (env.diagramCacheDir, `.cache/diagrams/` by default), one SVG a file, named
 * by a hash of the source, the colour mode's Mermaid configuration and Mermaid's version: a build
 * whose diagrams are all there starts no browser, and a changed palette or Mermaid draws them anew.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { env } from '../../env.ts';
import { type Mode, mermaidConfig } from './theme.ts';

/** A fenced block in this language is a diagram. */
export const DIAGRAM_LANGUAGE = 'mermaid';

/** Mermaid's version: part of every cached diagram's key. */
const mermaidVersion = (): string =>
  (
    JSON.parse(readFileSync(createRequire(import.meta.url).resolve('mermaid/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

let version: string | undefined;

/** The key a diagram is cached under in a mode; it starts with a letter, so it doubles as an id. */
export function diagramKey(source: string, mode: Mode): string {
  version ??= mermaidVersion();
  const hash = createHash('sha256')
    .update(JSON.stringify([source, mode, mermaidConfig(mode), version]))
    .digest('hex');
  return `m${hash.slice(0, 24)}`;
}

const fileOf = (key: string) => join(env.diagramCacheDir, `${key}.svg`);

/** Mermaid's SVG for `source` in `mode`, when it has been drawn. */
export function cachedDiagram(source: string, mode: Mode): string | null {
  const file = fileOf(diagramKey(source, mode));
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** Keeps a drawn diagram; written whole or not at all, since a build beside this one may read it. */
export function cacheDiagram(key: string, svg: string): void {
  mkdirSync(env.diagramCacheDir, { recursive: true });
  const partial = `${fileOf(key)}.${process.pid}.tmp`;
  writeFileSync(partial, svg);
  renameSync(partial, fileOf(key));
}
