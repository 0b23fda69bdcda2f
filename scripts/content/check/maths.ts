/**
 * Maths in a body must typeset: each formula Temml refuses is reported at its line with Temml's
 * own message (KaTeX's words: Temml is KaTeX's MathML fork), before the build would stop on it.
 */
import type { Nodes, Root } from 'mdast';
import { texProblem } from '../maths.ts';
import type { FileCheck } from './fields.ts';

/** Reports every formula of a parsed body (parsed with the maths syntax) that does not typeset. */
export function checkMaths(check: FileCheck, tree: Root): void {
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
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
}
