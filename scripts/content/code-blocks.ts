/**
 * Code blocks as a developer's blog has them, at build time:
 *
 * - ```` ```ts title="server.ts" ```` shows the title above the block;
 * - ```` ```ts {2,4-6} ```` highlights lines 2 and 4 to 6 (rehype-pretty-code's and Expressive
 *   Code's syntax), each a `<mark>` with a bar at its start, not a colour alone;
 * - ```` ```diff ```` (or ```` ```diff-ts ````, coloured as TypeScript) marks each `+` line as an
 *   `<ins>` and each `-` line as a `<del>`, its sign kept in view;
 * - every block gets a bar with its title (or its language) and a slot the app fills with a
 *   copy button (src/routes/-components/sections/CodeCopy.tsx): without scripts, none is offered.
 *
 * The block's words are the owner's; the meta is parsed after the sanitizer, from the one attribute
 * it lets through (`data-meta`), so nothing else the owner writes there reaches the page.
 */

import type { Element, ElementContent, Root } from 'hast';
import type { Code, Root as MdastRoot } from 'mdast';
import { visit } from 'unist-util-visit';
import { COPY_SLOT_ATTRIBUTE } from '../../src/lib/loader-attributes.ts';

/** The attribute a block's meta travels in from Markdown to the steps after the sanitizer. */
export const META_PROPERTY = 'dataMeta';

export type CodeMeta = { title: string | null; highlight: number[]; problems: string[] };

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const RANGES = /(?:^|\s)\{([^}]*)\}/;

/** A block's meta (`title="server.ts" {2,4-6}`): its title, its highlighted lines in order, and what could not be read. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const titleMatch = TITLE.exec(text);
  const title = titleMatch ? (titleMatch[1] ?? titleMatch[2] ?? titleMatch[3] ?? '').trim() || null : null;
  const problems: string[] = [];
  const lines = new Set<number>();
  const ranges = RANGES.exec(text.replace(TITLE, ' '))?.[1];
  for (const part of ranges?.split(',') ?? []) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    const first = Number(range?.[1]);
    const last = Number(range?.[2] ?? range?.[1]);
    if (!range || first < 1 || last < first) {
      problems.push(`cannot read the highlighted lines {${ranges}}: write line numbers and ranges, e.g. {2,4-6}`);
      break;
    }
    for (let line = first; line <= last; line++) lines.add(line);
  }
  return { title, highlight: [...lines].sort((a, b) => a - b), problems };
}

/** A ```` ```ts{1,3} ```` block, the braces against the language, read like ```` ```ts {1,3} ````. */
const ATTACHED = /^([^{\s]+)(\{.*)$/;

/**
 * The remark step: the meta goes onto the code element as `data-meta` (the sanitizer keeps it as
 * text), and a language with braces against it is split from them.
 */
export function remarkCodeMeta() {
  return (tree: MdastRoot) => {
    visit(tree, 'code', (node: Code) => {
      const attached = node.lang ? ATTACHED.exec(node.lang) : null;
      if (attached) {
        node.lang = attached[1] ?? null;
        node.meta = `${attached[2] ?? ''} ${node.meta ?? ''}`.trim();
      }
      if (!node.meta) return;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [META_PROPERTY]: node.meta } };
    });
  };
}

type LineKind = 'added' | 'removed' | 'context' | 'hunk';
type Block = { title: string | null; language: string | null; highlight: Set<number>; diff: LineKind[] | null };

const classesOf = (node: Element) => (Array.isArray(node.properties?.className) ? node.properties.className : []);
const languageOf = (node: Element) =>
  classesOf(node)
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length) ?? null;

const textOf = (node: Element): string =>
  node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : ''))
    .join('');

const isCodeBlock = (node: Element): node is Element & { children: [Element] } => {
  const code = node.children[0];
  return node.tagName === 'pre' && node.children.length === 1 && code?.type === 'element' && code.tagName === 'code';
};

/** A diff line's kind, from its first character. */
function lineKind(line: string): LineKind {
  if (line.startsWith('@@')) return 'hunk';
  if (line.startsWith('+')) return 'added';
  if (line.startsWith('-')) return 'removed';
  return 'context';
}

/**
 * Before highlighting: each block's meta read and dropped, and a diff's signs taken off its lines,
 * so a `diff-ts` block is coloured as TypeScript; what the next step needs stays in the node's data.
 */
export function rehypeCodePrepare() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!isCodeBlock(node)) return;
      const code = node.children[0];
      const meta = parseCodeMeta(String(code.properties?.[META_PROPERTY] ?? ''));
      delete code.properties[META_PROPERTY];
      const written = languageOf(code);
      let language = written;
      let diff: LineKind[] | null = null;
      if (written === 'diff' || written?.startsWith('diff-')) {
        language = written === 'diff' ? null : written.slice('diff-'.length);
        const lines = textOf(code).replace(/\n$/, '').split('\n');
        diff = lines.map(lineKind);
        const kept = lines.map((line, index) => (diff?.[index] === 'hunk' ? line : line.slice(1)));
        code.children = [{ type: 'text', value: `${kept.join('\n')}\n` }];
        code.properties.className = language ? [`language-${language}`] : [];
        if (!language) delete code.properties.className;
      }
      const block: Block = { title: meta.title, language: written, highlight: new Set(meta.highlight), diff };
      node.data = { ...node.data, codeBlock: block } as typeof node.data;
    });
  };
}

/** The children of a highlighted `code`, one array per line, each span cut where a line ends. */
export function splitLines(children: readonly ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const add = (node: ElementContent) => lines[lines.length - 1]?.push(node);
  const walk = (nodes: readonly ElementContent[], wrap: (node: ElementContent[]) => ElementContent[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        node.value.split('\n').forEach((part, index) => {
          if (index > 0) lines.push([]);
          if (part) for (const piece of wrap([{ type: 'text', value: part }])) add(piece);
        });
      } else if (node.type === 'element') {
        walk(node.children, (inner) => wrap([{ ...node, children: inner }]));
      }
    }
  };
  walk(children, (nodes) => nodes);
  // The block's last newline ends its last line; it opens none.
  if (lines.length > 1 && lines[lines.length - 1]?.length === 0) lines.pop();
  return lines;
}

const element = (tagName: string, className: string[], text: string): Element => ({
  type: 'element',
  tagName,
  properties: { className, dir: 'auto' },
  children: [{ type: 'text', value: text }],
});

const SIGNS: Record<LineKind, string> = { added: '+', removed: '-', context: ' ', hunk: '' };

/** One line of a block: a `<mark>` when highlighted, an `<ins>` or `<del>` in a diff, else a `<span>`. */
function lineElement(children: ElementContent[], number: number, block: Block): Element {
  const kind = block.diff?.[number - 1];
  const tagName = kind === 'added' ? 'ins' : kind === 'removed' ? 'del' : block.highlight.has(number) ? 'mark' : 'span';
  const className = ['line', ...(kind === 'hunk' ? ['hunk'] : [])];
  const sign: ElementContent[] =
    kind && kind !== 'hunk'
      ? [
          {
            type: 'element',
            tagName: 'span',
            properties: { className: ['sign'] },
            children: [{ type: 'text', value: SIGNS[kind] }],
          },
        ]
      : [];
  return { type: 'element', tagName, properties: { className }, children: [...sign, ...children] };
}

/**
 * After highlighting: each block's lines wrapped (marked, inserted, deleted), and the block put in
 * a figure with its bar: the title (or language) and the copy button's slot.
 */
export function rehypeCodeFinish() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!isCodeBlock(node) || !parent || index === undefined) return;
      const block = (node.data as { codeBlock?: Block } | undefined)?.codeBlock;
      if (!block) return;
      const code = node.children[0];
      const lines = splitLines(code.children);
      code.children = lines.flatMap((line, lineIndex) => [
        ...(lineIndex > 0 ? [{ type: 'text' as const, value: '\n' }] : []),
        lineElement(line, lineIndex + 1, block),
      ]);
      code.children.push({ type: 'text', value: '\n' });
      if (block.diff) node.properties = { ...node.properties, className: ['diff'] };
      // A title captions the block; a language is only a label. The app fills the slot with the copy button.
      const label: Element[] = block.title
        ? [element('figcaption', ['code-title'], block.title)]
        : block.language
          ? [element('span', ['code-title'], block.language)]
          : [];
      const slot: Element = {
        type: 'element',
        tagName: 'span',
        properties: { [COPY_SLOT_ATTRIBUTE]: '' },
        children: [],
      };
      const figure: Element = {
        type: 'element',
        tagName: block.title ? 'figure' : 'div',
        properties: { className: ['code-block'] },
        children: [...label, slot, node],
      };
      parent.children[index] = figure;
      return 'skip';
    });
  };
}
