import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepInCache, markUsed, pruneUnused } from './disk-cache';

const root = mkdtempSync(join(tmpdir(), 'disk-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const DAY = 86_400_000;
const age = (file: string, days: number) => {
  const then = new Date(Date.now() - days * DAY);
  utimesSync(file, then, then);
};

describe('a build cache on disk', () => {
  it('keeps an entry whole, in a folder it makes, with nothing half-written beside it', () => {
    const dir = join(root, 'new/folder');
    keepInCache(join(dir, 'a.json'), '{"a":1}');
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('{"a":1}');
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  it('clears entries no build used for a month, and spares those read back since', () => {
    const dir = join(root, 'aged');
    mkdirSync(dir);
    for (const name of ['stale.json', 'read-back.json', 'recent.json']) writeFileSync(join(dir, name), name);
    age(join(dir, 'stale.json'), 31);
    age(join(dir, 'read-back.json'), 31);
    markUsed(join(dir, 'read-back.json'));
    age(join(dir, 'recent.json'), 29);
    keepInCache(join(dir, 'new.json'), '1');
    expect(readdirSync(dir).sort()).toEqual(['new.json', 'read-back.json', 'recent.json']);
  });

  it('does not fail the build when the folder cannot be written', () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a folder');
    expect(() => keepInCache(join(file, 'entry.json'), '1')).not.toThrow();
    expect(() => pruneUnused(join(file, 'folder'))).not.toThrow();
    // A cache restored read-only: what was read back is still used, only its date stays.
    expect(() => markUsed(join(file, 'entry.json'))).not.toThrow();
  });
});
