/**
 * The diagrams of the content: every ```` ```mermaid ```` block of every Markdown file, drawn in both
 * colour modes before the bodies compile, so compiling only reads the cache. A diagram Mermaid
 * cannot read is reported at its file and line with Mermaid's message.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import type { ContentIssue } from '../check/report.ts';
import { labelFor } from '../check/walk.ts';
import { mathsFromMarkdown, mathsSyntax } from '../maths.ts';
import { cacheDiagram, cachedDiagram, DIAGRAM_LANGUAGE, diagramKey } from './cache.ts';
import { type DiagramRequest, drawDiagrams } from './render.ts';
import { MODES } from './theme.ts';

/** The Mermaid blocks of a Markdown text: each one's source and the line its fence opens on. */
function diagramBlocks(markdown: string): { source: string; line: number }[] {
  if (!markdown.includes(DIAGRAM_LANGUAGE)) return [];
  const tree = fromMarkdown(markdown, {
    extensions: [frontmatter(), gfm(), mathsSyntax()],
    mdastExtensions: [frontmatterFromMarkdown(), gfmFromMarkdown(), ...mathsFromMarkdown()],
  });
  const blocks: { source: string; line: number }[] = [];
  visit(tree, 'code', (node) => {
    if (node.lang === DIAGRAM_LANGUAGE) blocks.push({ source: node.value, line: node.position?.start.line ?? 1 });
  });
  return blocks;
}

/**
 * Mermaid's "Parse error on line 3: …" in one line, the line counted in the file instead; an error
 * at the end of the diagram, which Mermaid counts a line past it, is put on its last line.
 */
function diagramMessage(error: string, at: { source: string; line: number }): { line: number; message: string } {
  const inDiagram = Number(/on line (\d+)/.exec(error)?.[1] ?? 0);
  const lines = at.source.split('\n').length;
  const line = inDiagram ? at.line + Math.min(inDiagram, lines) : at.line;
  const message = error
    .split('\n')
    .filter((part) => !/^\s*(\.\.\.|-+\^)/.test(part))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { line, message };
}

type Found = { file: string; source: string; line: number };

/** Draws every diagram under `dir` the cache lacks (one browser, none when nothing is missing); returns those that failed. */
export async function drawContentDiagrams(dir: string, label = labelFor(dir)): Promise<ContentIssue[]> {
  const found: Found[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.md$/i.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    for (const block of diagramBlocks(readFileSync(file, 'utf8')))
      found.push({ file: `${label}/${relative(dir, file)}`, ...block });
  }
  return drawMissing(found);
}

/** Draws the diagrams among `found` the cache lacks and keeps them; returns those that failed, at their line. */
export async function drawMissing(found: readonly Found[]): Promise<ContentIssue[]> {
  const requests = new Map<string, DiagramRequest & { at: Found }>();
  for (const at of found)
    for (const mode of MODES) {
      const id = diagramKey(at.source, mode);
      if (!requests.has(id) && cachedDiagram(at.source, mode) === null)
        requests.set(id, { id, source: at.source, mode, at });
    }
  const drawn = await drawDiagrams([...requests.values()]);
  const issues: ContentIssue[] = [];
  const reported = new Set<string>();
  for (const [id, request] of requests) {
    const result = drawn.get(id);
    if (result && 'svg' in result) {
      cacheDiagram(id, result.svg);
      continue;
    }
    // One report per block, though both modes failed.
    const where = `${request.at.file}:${request.at.line}`;
    if (reported.has(where)) continue;
    reported.add(where);
    const { line, message } = diagramMessage(result?.error ?? 'was not drawn', request.at);
    issues.push({
      file: request.at.file,
      line,
      field: 'body',
      message: `body diagram does not draw: ${message}; fix the Mermaid, as its live editor shows it`,
    });
  }
  return issues;
}
