/**
 * The .bib files of the sections (`sections/<name>/*.bib`), each read and parsed once per process:
 * the content check reads them first, and the build's writer (documents.ts) gets the same result.
 * A file whose text the last builds read already is not parsed at all (cache.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS, SECTIONS_FOLDER } from '../../../src/content/model/vocabulary.ts';
import { readContentFile } from '../check/read.ts';
import { cachedReading } from './cache.ts';
import { citationsOf } from './cite.ts';
import { type BibResult, parseBibtex } from './parse.ts';

const BIBTEX_FILE = /\.bib$/i;

/** Every .bib file of every section folder under `dir`, content-relative (`sections/papers/mine.bib`), sorted. */
export function bibtexFiles(dir: string): string[] {
  const root = join(dir, SECTIONS_FOLDER);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((section) =>
      readdirSync(join(root, section.name), { withFileTypes: true })
        .filter((file) => BIBTEX_FILE.test(file.name) && !file.isDirectory())
        .map((file) => `${SECTIONS_FOLDER}/${section.name}/${file.name}`),
    )
    .sort();
}

export type BibFile = { text: string; result: BibResult } | { line: number; message: string };

const parsed = new Map<string, { text: string; result: BibResult; citations?: Map<string, string> }>();

/** A .bib file's entries and problems, or why it cannot be read (size, encoding); parsed again only when its text changed. */
export function readBibtex(file: string): BibFile {
  const read = readContentFile(file, LIMITS.bibtexBytes);
  if (!('text' in read)) return read;
  const text = read.text.replace(/^\uFEFF/, '');
  const known = parsed.get(file);
  if (known?.text === text) return known;
  const fresh = { text, result: cachedReading('entries', text, parseBibtex) };
  parsed.set(file, fresh);
  return fresh;
}

/** A .bib file's citations by key in lower case (cite.ts), read with its entries; none when it cannot be read. */
export function readCitations(file: string): Map<string, string> {
  const read = readBibtex(file);
  if (!('result' in read)) return new Map();
  const known = parsed.get(file);
  if (known && known.text === read.text) {
    known.citations ??= citationsRead(read.text);
    return known.citations;
  }
  return citationsRead(read.text);
}

const citationsRead = (text: string): Map<string, string> =>
  new Map(cachedReading('citations', text, (fresh) => [...citationsOf(fresh)]));
