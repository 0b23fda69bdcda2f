import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A file a newcomer can read in one sitting: hand-written code and each guide stay within 200 lines,
// the front door within 150.
const CODE_LIMIT = 200;
const README_LIMIT = 150;
const CODE = /\.(?:ts|tsx|js|mjs|sh)$/;
// The router plugin writes the route tree; nobody edits it.
const GENERATED = /\.gen\.ts$/;

const lineCount = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').length;

const codeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name) && !GENERATED.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

describe('the size of a file', () => {
  it(`keeps hand-written code within ${CODE_LIMIT} lines`, () => {
    const files = [
      ...['src', 'scripts', 'tests'].flatMap(codeFiles),
      ...readdirSync('.').filter((name) => CODE.test(name)),
      '.ci/run',
    ];
    expect(files.length).toBeGreaterThan(100);
    const long = files.filter((file) => lineCount(file) > CODE_LIMIT).map((file) => `${file}: ${lineCount(file)}`);
    expect(long, 'split these by what they do').toEqual([]);
  });

  it(`keeps each guide in docs/ within ${CODE_LIMIT} lines`, () => {
    const guides = readdirSync('docs', { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.md'))
      .map((name) => join('docs', name));
    expect(guides.length).toBeGreaterThan(5);
    const long = guides.filter((file) => lineCount(file) > CODE_LIMIT).map((file) => `${file}: ${lineCount(file)}`);
    expect(long, 'split these by subject').toEqual([]);
  });

  it(`keeps README.md, the front door, within ${README_LIMIT} lines`, () => {
    expect(lineCount('README.md')).toBeLessThanOrEqual(README_LIMIT);
  });
});
