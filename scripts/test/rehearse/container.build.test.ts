import { createHash } from 'node:crypto';
import { lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeContainer } from './container';

const dir = mkdtempSync(join(tmpdir(), 'container-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe("the rehearsal's stand-in for a job's container", () => {
  it("gets apt-get and apt of its own, and leaves the machine's as they were", () => {
    const system = ['apt-get', 'apt'].map((name) => realpathSync(join('/usr/bin', name)));
    const before = system.map(digest);
    const bin = makeContainer(dir, join(dir, 'npm-store'));
    for (const name of ['apt-get', 'apt']) {
      expect(lstatSync(join(bin, name)).isSymbolicLink()).toBe(false);
      expect(readFileSync(join(bin, name), 'utf8')).toContain("The rehearsal's apt-get");
    }
    expect(system.map(digest)).toEqual(before);
  });
});
