import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedReading } from './cache';
import { parseBibtex } from './parse';

const BIB = '@article{qiu2021,\n  title = {Edge {ML}},\n  author = {Qiu, Chenxi},\n  year = 2021,\n}\n';

let cache: string;
beforeEach(() => {
  cache = mkdtempSync(join(tmpdir(), 'bibtex-cache-'));
  process.env.BIBTEX_CACHE = cache;
});
afterEach(() => {
  delete process.env.BIBTEX_CACHE;
  rmSync(cache, { recursive: true, force: true });
});

describe('a .bib file read again by a later build', () => {
  it('gives what parsing it gives, without parsing it again', () => {
    const parse = vi.fn(parseBibtex);
    const first = cachedReading('entries', BIB, parse);
    const again = cachedReading('entries', BIB, parse);
    expect(again).toEqual(parseBibtex(BIB));
    expect(first).toEqual(again);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('parses a changed file, and keeps its entries and citations apart', () => {
    const parse = vi.fn((text: string) => text.length);
    cachedReading('entries', BIB, parse);
    expect(cachedReading('entries', `${BIB}\n`, parse)).toBe(BIB.length + 1);
    expect(cachedReading('citations', BIB, () => 'cited')).toBe('cited');
    expect(parse).toHaveBeenCalledTimes(2);
    expect(readdirSync(cache)).toHaveLength(3);
  });

  it('parses the file again when what it kept cannot be read', () => {
    cachedReading('entries', BIB, () => 1);
    const [kept] = readdirSync(cache);
    writeFileSync(join(cache, kept as string), '{"cut sh');
    expect(cachedReading('entries', BIB, () => 2)).toBe(2);
    expect(cachedReading('entries', BIB, () => 3)).toBe(2);
  });
});
