import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// The guides link to each other and into the code; a document moved or a heading renamed must not
// leave a reader at a dead link.
const documents = [
  'README.md',
  ...readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
];
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

describe('the documents', () => {
  it('link only to files and headings that exist', () => {
    expect(documents.length).toBeGreaterThan(5);
    expect(documents.flatMap(deadLinks)).toEqual([]);
  });
});
