import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The component tests share one DOM and module cache per worker (vite.config.ts, project `unit-app`):
// a module mocked or a global stubbed in one file would still be so in the next.
const MOCKS = /\bvi\.(?:mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

describe('component tests in shared workers', () => {
  it('mock modules or stub globals only in *.isolated.test.* files, which get a worker of their own', () => {
    const mocking = testFiles('src')
      .filter((file) => !/\.isolated\.test\.tsx?$/.test(file))
      .filter((file) => MOCKS.test(readFileSync(file, 'utf8')));
    expect(mocking, 'rename these to *.isolated.test.ts(x)').toEqual([]);
  });
});
