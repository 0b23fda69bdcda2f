/**
 * The rehype step, after the sanitizer: a ```` ```mermaid ```` block becomes a figure holding the
 * diagram drawn for each colour mode (the page shows the one its theme attribute names), named by
 * the diagram's `accTitle` (else the page's word for a diagram), described by its `accDescr` and
 * its source, which stays on the page as text under a disclosure. Drawings come from the cache the
 * build fills first (blocks.ts); one missing (a file saved under `npm run dev`) is drawn on the spot.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { LABEL_ATTRIBUTE } from '../../../src/lib/loader-attributes.ts';
import { BODY_STYLE_PROPERTY } from '../style-classes.ts';
import { cachedDiagram, DIAGRAM_LANGUAGE } from './cache.ts';
import { safeDiagram } from './svg.ts';
import { MODES, type Mode } from './theme.ts';

const require = createRequire(import.meta.url);

const textOf = (node: Element): string =>
  node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : ''))
    .join('');

const element = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const words = (value: string): ElementContent => ({ type: 'text', value });

/** Mermaid's accessible title and description, as the diagram's source writes them. */
export function accessibleText(source: string): { title: string | null; description: string | null } {
  const title = /^\s*accTitle\s*:\s*(.+?)\s*$/m.exec(source)?.[1] ?? null;
  const description =
    /^\s*accDescr\s*:\s*(.+?)\s*$/m.exec(source)?.[1] ??
    /^\s*accDescr\s*\{([\s\S]*?)\}/m.exec(source)?.[1]?.trim() ??
    null;
  return { title, description: description || null };
}

/** A drawing the cache lacks, drawn by the build's own script in a process of its own (the compile is synchronous). */
function drawNow(source: string, mode: Mode): string {
  const cached = cachedDiagram(source, mode);
  if (cached) return cached;
  const script = join(process.cwd(), 'scripts/content/diagrams/draw.ts');
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), script], {
    input: source,
    encoding: 'utf8',
  });
  const drawn = cachedDiagram(source, mode);
  if (drawn) return drawn;
  throw new Error(`diagram does not draw: ${result.stdout || result.stderr || 'no browser'}`.trim());
}

/** The rehype plugin. */
export function rehypeDiagrams() {
  return (tree: Root) => {
    let count = 0;
    const rules: string[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      const code = node.children[0];
      if (node.tagName !== 'pre' || code?.type !== 'element' || !parent || index === undefined) return;
      const classes = code.properties?.className;
      if (!Array.isArray(classes) || !classes.includes(`language-${DIAGRAM_LANGUAGE}`)) return;
      const source = textOf(code).replace(/\n$/, '');
      count++;
      const id = `Dg${count}`;
      const drawings = MODES.map((mode) => {
        const drawing = safeDiagram(drawNow(source, mode), `${id}-${mode}`);
        rules.push(drawing.css);
        drawing.svg.properties = {
          ...drawing.svg.properties,
          className: [`diagram-${mode}`],
          ariaHidden: 'true',
          focusable: 'false',
        };
        return drawing.svg;
      });
      const { title, description } = accessibleText(source);
      const described = [...(description ? [`${id}-description`] : []), `${id}-source`];
      const view = element(
        'div',
        {
          className: ['diagram-view'],
          tabIndex: 0,
          role: 'img',
          ...(title ? { ariaLabel: title } : { [LABEL_ATTRIBUTE]: 'diagram' }),
          ariaDescribedBy: described,
        },
        drawings,
      );
      const figure = element('figure', { className: ['diagram'] }, [
        view,
        ...(description ? [element('span', { id: `${id}-description`, hidden: true }, [words(description)])] : []),
        element('details', { className: ['diagram-source'] }, [
          element('summary', { [LABEL_ATTRIBUTE]: 'diagramSource' }),
          element('pre', { tabIndex: 0 }, [element('code', { id: `${id}-source` }, [words(source)])]),
        ]),
      ]);
      parent.children[index] = figure;
      return 'skip';
    });
    if (count === 0) return;
    tree.children.push(element('style', { [BODY_STYLE_PROPERTY]: '' }, [words(rules.join(''))]));
  };
}
