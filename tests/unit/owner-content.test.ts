import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SAMPLE_CONTENT } from '../../scripts/env';
import { ROUTE_PATHS } from '../../src/content/model';

// The browser tests run on whatever content the repository builds: in an owner's fork, the owner's.
// An owner who deletes a role or renames a page must still see them pass, so they take every word
// and file they expect from the built content (tests/browser/content.ts), never the sample's.
// Unit and build tests run on fixture content under tests/, where pinning values is the point.

const filesIn = (dir: string) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

const sample = filesIn(SAMPLE_CONTENT).map((file) => relative(SAMPLE_CONTENT, file));

/** The sample's entries: the files an owner deletes, renames or rewrites first. */
const sampleEntries = sample.filter((file) =>
  /^(experience|projects|skills|education|certifications|social|sections\/[^/]+)\/[^/]+\.(ya?ml|md)$/.test(file),
);

const stringsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
};
const frontMatter = (text: string) => /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';

/** The site's own words and addresses: the same on every owner's site, so a test may name them. */
const productWords = new Set<string>([
  ...readdirSync('src/messages')
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => stringsIn(JSON.parse(readFileSync(join('src/messages', file), 'utf8')))),
  ...ROUTE_PATHS,
]);

/** Every word the sample owner wrote, as a whole value: a name, a title, a heading, a nav item. */
const sampleWords = new Set(
  sample
    .filter((file) => /\.(ya?ml|md)$/.test(file))
    .flatMap((file) => {
      const text = readFileSync(join(SAMPLE_CONTENT, file), 'utf8');
      return stringsIn(parse(file.endsWith('.md') ? frontMatter(text) : text));
    })
    // Identifiers (a page's `skills`, a severity's `warning`) are the model's vocabulary, not words.
    .filter((word) => word.trim().length >= 4 && !productWords.has(word) && !/^[a-z][a-z0-9-]*$/.test(word)),
);

/** The string literals of a TypeScript file's code (comments left out): quoted, or template literals without a placeholder. */
const literals = (source: string) =>
  [
    ...source
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/g),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');

const browserTier = filesIn('tests/browser').filter((file) => file.endsWith('.ts'));

describe("tests that run on the owner's content", () => {
  it.each(browserTier)('%s names no entry of the sample, which the owner may have deleted', (file) => {
    const source = readFileSync(file, 'utf8');
    expect(sampleEntries.filter((entry) => source.includes(entry))).toEqual([]);
  });

  it.each(browserTier)("%s expects none of the sample owner's words, which the owner rewrites", (file) => {
    const pinned = literals(readFileSync(file, 'utf8')).filter((literal) => sampleWords.has(literal));
    expect(pinned).toEqual([]);
  });

  it('are checked against a sample that has entries and words to find', () => {
    expect(sampleEntries.length).toBeGreaterThan(10);
    expect(sampleWords.size).toBeGreaterThan(50);
  });
});
