/**
 * A translated section entry (content/<code>/sections/<name>/<slug>.md): its front matter, and its
 * body compiled to HTML by the same steps contentlayer2 runs on the original's
 * (scripts/content/markdown.ts), so a post reads the same in every language.
 */

import { parse } from 'yaml';
import { compileMarkdown, readingMinutes, tableOfContents } from '../content/markdown.ts';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A Markdown file's front matter (the fields) and its body. */
export function splitMarkdown(text: string): { data: Record<string, unknown>; body: string } {
  const match = FRONT_MATTER.exec(text);
  const data: unknown = match ? parse(match[1] ?? '') : null;
  return {
    data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {},
    body: match ? text.slice(match[0].length) : text,
  };
}

/** What a section entry's page shows of a body: its HTML, contents and reading time. */
export function compiledBody(raw: string) {
  const html = compileMarkdown(raw);
  return {
    body: { raw, html },
    hasBody: raw.trim().length > 0,
    toc: tableOfContents(html),
    readingMinutes: readingMinutes(raw),
  };
}
