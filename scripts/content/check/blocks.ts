/**
 * A body's maths and code blocks, checked at their lines: each formula Temml refuses, with Temml's
 * own message (KaTeX's words: Temml is KaTeX's MathML fork), and each code block whose highlighted
 * lines cannot be read or lie past its end. Diagrams are checked by drawing them
 * (scripts/content/diagrams/blocks.ts).
 */
import type { Nodes, Root } from 'mdast';
import { parseCodeMeta } from '../code-blocks.ts';
import { texProblem } from '../maths.ts';
import type { FileCheck } from './fields.ts';

/** The meta of a code block, braces against the language included (code-blocks.ts reads it the same way). */
const metaOf = (lang: string | null | undefined, meta: string | null | undefined) =>
  `${/\{.*$/.exec(lang ?? '')?.[0] ?? ''} ${meta ?? ''}`;

/** Reports every formula of a parsed body (parsed with the maths syntax) that does not typeset, and every unreadable code meta. */
export function checkBlocks(check: FileCheck, tree: Root): void {
  // `\newcommand` in one formula serves the ones after it, as on the page.
  const macros: Record<string, unknown> = {};
  const visit = (node: Nodes) => {
    const inline = node.type === 'inlineMath';
    if (inline || node.type === 'math' || (node.type === 'code' && node.lang === 'math')) {
      const problem = texProblem(node.value.trim(), !inline, macros);
      const line = (node.position?.start.line ?? 1) + (inline ? 0 : 1);
      if (problem)
        check.report(
          line,
          'body',
          `maths does not typeset: ${problem}; fix the TeX, or write \\$ for a dollar sign that is not maths`,
        );
    }
    if (node.type === 'code' && node.lang !== 'math') {
      const line = node.position?.start.line ?? 1;
      const { highlight, problems } = parseCodeMeta(metaOf(node.lang, node.meta));
      for (const problem of problems) check.report(line, 'body', `code block ${problem}`);
      const count = node.value.split('\n').length;
      const past = highlight.filter((number) => number > count);
      if (past.length > 0)
        check.report(
          line,
          'body',
          `code block highlights line ${past[0]}, but has ${count} line${count === 1 ? '' : 's'}; number its lines from 1`,
        );
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
}
