/**
 * The content corpus: each case under broken/ or valid/ holds only the files it changes; a case
 * is laid over a copy of the fixture content (tests/fixtures/content, laid out as the sample content/
 * is), so every message reads exactly as the owner sees it and no owner edit to content/ moves it.
 * A case's remove.txt lists fixture files to delete; broken cases list their messages in expected.txt.
 * symlinks.txt lists links to make, `path -> target`: a link loop kept in the repository would trap
 * every tool that walks it (biome, globbing), so the case only describes it.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const FIXTURE = join(HERE, '..', 'fixtures', 'content');
const META = new Set(['expected.txt', 'remove.txt', 'symlinks.txt']);

export type ContentCase = { name: string; dir: string; expected: string[] };

function readCases(kind: 'broken' | 'valid'): ContentCase[] {
  const root = join(HERE, kind);
  return readdirSync(root)
    .sort()
    .map((name) => {
      const dir = join(root, name);
      const expectedFile = join(dir, 'expected.txt');
      const expected = existsSync(expectedFile) ? readFileSync(expectedFile, 'utf8').split('\n').filter(Boolean) : [];
      return { name, dir, expected };
    });
}

export const brokenCases = () => readCases('broken');
export const validCases = () => readCases('valid');

/** A temp content dir: the fixture content with the cases laid over it. Remove it when done. */
export function materialize(...cases: ContentCase[]): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `content-${cases.map((c) => c.name).join('+')}-`));
  cpSync(FIXTURE, dir, { recursive: true });
  for (const contentCase of cases) {
    const removeFile = join(contentCase.dir, 'remove.txt');
    if (existsSync(removeFile))
      for (const path of readFileSync(removeFile, 'utf8').split('\n').filter(Boolean)) rmSync(join(dir, path));
    cpSync(contentCase.dir, dir, {
      recursive: true,
      filter: (path) => !META.has(path.slice(contentCase.dir.length + 1)),
    });
    const links = join(contentCase.dir, 'symlinks.txt');
    if (existsSync(links))
      for (const [path = '', target = ''] of readFileSync(links, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' -> '))) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        symlinkSync(target, join(dir, path));
      }
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The case of that name; throws when the corpus has none, so a renamed case fails loudly. */
export function brokenCase(name: string): ContentCase {
  const found = brokenCases().find((c) => c.name === name);
  if (!found) throw new Error(`No broken content case named ${name}`);
  return found;
}
