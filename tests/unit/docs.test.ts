import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// The guides link to each other and name the code; a document moved, a heading renamed or a file
// renamed must not leave a reader at a dead link or a path that is not there.
const markdownIn = (dir: string, name: RegExp) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(file))
    .map((file) => join(dir, file));
const documents = ['README.md', ...markdownIn('docs', /\.md$/), ...markdownIn('scripts', /(?:^|\/)README\.md$/)];
/** A document without its code blocks, which show Markdown as written, not this document's headings. */
const withoutBlocks = (file: string) => readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as dashes. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors a Markdown file offers: its headings. */
const anchorsOf = (file: string) =>
  new Set([...withoutBlocks(file).matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchor(match[1] ?? '')));

/** Each relative link in a document, `target#anchor` as written, with what it leads to. */
function deadLinks(file: string): string[] {
  // Code spans show links as written, too (a heading's code stays: GitHub keeps it in the anchor).
  const text = withoutBlocks(file).replace(/`[^`\n]*`/g, '');
  const dead: string[] = [];
  for (const [, href = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(href)) continue;
    const [path = '', hash] = href.split('#');
    const target = path ? normalize(join(dirname(file), path)) : file;
    if (!existsSync(target)) dead.push(`${file}: ${href} (no ${target})`);
    else if (hash && target.endsWith('.md') && !anchorsOf(target).has(hash))
      dead.push(`${file}: ${href} (no heading #${hash} in ${target})`);
  }
  return dead;
}

/** A path from the repository's root, as the guides write one in code: `scripts/site/index.ts`. */
const ROOTED = /^(?:src|scripts|tests|docs|\.github|\.ci)\//;
/** A module named alone (`prerender.ts`), as a folder's README writes the files beside it. */
const MODULE = /^[\w.-]+\.(?:tsx?|mjs|sh)$/;
const codeNames = new Set(
  ['src', 'scripts', 'tests']
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    .map((file) => basename(file)),
);

/**
 * Whether a written path is there: a glob (`tests/browser/a11y*.spec.ts`) matches a file, and a
 * placeholder (`src/routes/<name>.tsx`) stands in a folder that exists.
 */
function isThere(path: string): boolean {
  const wild = path.search(/[<{…*]/);
  if (wild === -1) return existsSync(path);
  const dir = path.slice(0, path.lastIndexOf('/', wild) + 1);
  if (!existsSync(dir) || /[<{…]/.test(path)) return existsSync(dir);
  const pattern = path
    .slice(dir.length)
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replaceAll('*', '[^/]*');
  const glob = new RegExp(`^${pattern}/?$`);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((file) => glob.test(file));
}

/**
 * The repository paths a document names in code spans that are not there. content/ is left out:
 * it is the owner's folder, and the guides describe any owner's (`content/pl/site.yaml`).
 */
function missingPaths(file: string): string[] {
  const spans = [...withoutBlocks(file).matchAll(/`([^`\n]+)`/g)].flatMap(([, span = '']) => span.split(/\s+/));
  return spans
    .map((token) => token.replace(/^\(|[,;:)]+$/g, ''))
    .filter((path) =>
      ROOTED.test(path)
        ? !isThere(path)
        : MODULE.test(path) && !existsSync(join(dirname(file), path)) && !existsSync(path) && !codeNames.has(path),
    )
    .map((path) => `${file}: ${path}`);
}

describe('the documents', () => {
  it('link only to files and headings that exist', () => {
    expect(documents.length).toBeGreaterThan(5);
    expect(documents.flatMap(deadLinks)).toEqual([]);
  });

  it("name only repository paths that exist, in README.md, docs/ and the scripts' READMEs", () => {
    expect(documents.filter((file) => file.startsWith('scripts/')).length).toBeGreaterThan(5);
    expect(documents.flatMap(missingPaths)).toEqual([]);
  });
});
