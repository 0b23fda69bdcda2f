/**
 * The pages' policy allows no `style` attribute (scripts/site/csp.ts): what Temml and Mermaid write
 * into one becomes a class, named by its declarations, with its rule in a `<style>` element of the
 * body, which the policy allows by its hash like the site's other inline styles.
 */
import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * On a `<style>` the compile writes into a body (maths, diagrams): rules that grow with the owner's
 * formulas and drawings, which the code budget leaves to the content's weight (scripts/site/check-size.ts).
 */
export const BODY_STYLE_PROPERTY = 'dataBodyStyle';

/** A declaration we pass on: a property and a value with nothing that ends a rule or loads a file. */
const DECLARATION = /^\s*(-?[a-z][a-z-]*)\s*:\s*([^;{}<>\\]*?)\s*(!important)?\s*$/i;
const UNSAFE_VALUE = /url\s*\(|expression\s*\(|@|\/\*/i;

/** `style` text as safe declarations, in order, or '' when none is left. */
function safeDeclarations(style: string): string {
  return style
    .split(';')
    .flatMap((part) => {
      const match = DECLARATION.exec(part);
      if (!match?.[1] || match[2] === undefined || match[2] === '' || UNSAFE_VALUE.test(match[2])) return [];
      return [`${match[1].toLowerCase()}:${match[2]}${match[3] ? ' !important' : ''}`];
    })
    .join(';');
}

export type StyleClasses = {
  /** Replaces every `style` attribute under `tree` by a class; returns how many it replaced. */
  replaceStyles: (tree: Root | Element) => number;
  /**
   * The rules for the classes given so far, each under `scope` when one is given; `important` for
   * an attribute that must win over the drawing's own rules, as a style attribute does.
   */
  css: (scope?: string, important?: boolean) => string;
};

/** A collector of style attributes turned into classes `<prefix>-<hash>`. */
export function styleClasses(prefix: string): StyleClasses {
  const rules = new Map<string, string>();
  const css = (scope?: string, important = false) =>
    [...rules]
      .map(([name, declarations]) => {
        const body = important
          ? declarations
              .split(';')
              .map((part) => (part.endsWith('!important') ? part : `${part} !important`))
              .join(';')
          : declarations;
        return `${scope ? `${scope} ` : ''}.${name}{${body}}`;
      })
      .join('');
  return {
    replaceStyles(tree) {
      let count = 0;
      visit(tree, 'element', (node: Element) => {
        const style = node.properties?.style;
        if (style === undefined) return;
        delete node.properties.style;
        count++;
        const declarations = safeDeclarations(String(style));
        if (!declarations) return;
        const name = `${prefix}-${createHash('sha256').update(declarations).digest('hex').slice(0, 8)}`;
        rules.set(name, declarations);
        const classes = node.properties.className;
        node.properties.className = [...(Array.isArray(classes) ? classes : []), name];
      });
      return count;
    },
    css,
  };
}
