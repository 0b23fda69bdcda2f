/**
 * Maths in a body: `$…$` in a line, `$$…$$` (or a ```` ```math ```` block) on its own, typeset at
 * build time by Temml into MathML, which browsers draw themselves: no maths script in the page.
 *
 * Dollars follow Pandoc's rule, so prose with prices stays prose: a single `$` opens maths only
 * when a non-space follows it, and closes it only when a non-space precedes it and no digit follows
 * ("costs $5 and $10" is text; "$n \times 1$" is maths). An unescaped `$` that cannot close makes
 * the opening one plain text. `\$` is always a dollar. `$$…$$` is display maths wherever it stands,
 * as KaTeX and MathJax read it. remark-math alone would read "$5 and $" as maths.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import {
  type CompileContext,
  type Extension as FromMarkdownExtension,
  fromMarkdown,
  type Token as MdastToken,
} from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { type InlineMath, mathFromMarkdown } from 'mdast-util-math';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { asciiDigit, markdownLineEnding, markdownLineEndingOrSpace } from 'micromark-util-character';
import type { Code, Construct, Extension, State, TokenizeContext, Tokenizer } from 'micromark-util-types';
import postcss from 'postcss';
import temml from 'temml';
import type { Processor } from 'unified';
import { visit } from 'unist-util-visit';
import { mathsFontFamily, space } from '../../src/styles/tokens.ts';
import { classesIn, criticalCss } from '../page-load/inline-css.ts';
import { BODY_STYLE_PROPERTY, styleClasses } from './style-classes.ts';

let baseCss: string | undefined;
/**
 * Temml's stylesheet for Noto Sans Math, less its own font face and page rules: the fixes browsers
 * need for what MathML Core leaves out (array alignment, `\cancel`, primes), read once.
 */
function temmlCss(): string {
  if (baseCss !== undefined) return baseCss;
  const file = createRequire(import.meta.url).resolve('temml/dist/Temml-NotoSans.css');
  const root = postcss.parse(readFileSync(file, 'utf8'));
  root.walkComments((comment) => {
    comment.remove();
  });
  root.walkAtRules('font-face', (rule) => {
    rule.remove();
  });
  root.walkAtRules('-moz-document', (rule) => {
    rule.remove();
  });
  root.walkRules((rule) => {
    if (rule.selector === 'body') rule.remove();
  });
  root.walkDecls('font-family', (declaration) => {
    if (declaration.parent?.type === 'rule' && (declaration.parent as postcss.Rule).selector === 'math')
      declaration.value = `${mathsFontFamily}, math`;
  });
  baseCss = root.toString();
  return baseCss;
}

/** The part of Temml's stylesheet the maths in `html` uses, in one line. */
function mathsCss(html: string): string {
  return criticalCss(temmlCss(), classesIn(html))
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}');
}

const DOLLAR = 36;
const BACKSLASH = 92;

/** `$…$` and `$$…$$` in a line, under Pandoc's rule for single dollars (see above). */
const tokenizeDollars: Tokenizer = function (this: TokenizeContext, effects, ok, nok) {
  let open = 0;
  let close = 0;
  const start: State = (code) => {
    effects.enter('mathText');
    effects.enter('mathTextSequence');
    return opening(code);
  };
  const opening: State = (code) => {
    if (code === DOLLAR && open < 2) {
      effects.consume(code);
      open++;
      return opening;
    }
    if (code === DOLLAR || code === null || (open === 1 && markdownLineEndingOrSpace(code))) return nok(code);
    effects.exit('mathTextSequence');
    return between(code);
  };
  const between: State = (code) => {
    if (code === null) return nok(code);
    if (code === DOLLAR) {
      // "$5 and $10": a space before this dollar means it cannot close, so the first was a price.
      if (open === 1 && markdownLineEndingOrSpace(this.previous)) return nok(code);
      effects.enter('mathTextSequence');
      close = 0;
      return closing(code);
    }
    if (markdownLineEnding(code)) {
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      return between;
    }
    effects.enter('mathTextData');
    return data(code);
  };
  const data: State = (code) => {
    if (code === null || code === DOLLAR || markdownLineEnding(code)) {
      effects.exit('mathTextData');
      return between(code);
    }
    effects.consume(code);
    return code === BACKSLASH ? escaped : data;
  };
  // TeX's own escapes (`\$`, `\{`) are part of the maths.
  const escaped: State = (code) => {
    if (code === null || markdownLineEnding(code)) return data(code);
    effects.consume(code);
    return data;
  };
  const closing: State = (code: Code) => {
    if (code === DOLLAR && close < open) {
      effects.consume(code);
      close++;
      return closing;
    }
    if (close !== open || code === DOLLAR || (open === 1 && asciiDigit(code))) return nok(code);
    effects.exit('mathTextSequence');
    effects.exit('mathText');
    return ok(code);
  };
  return start;
};

const dollars: Construct = {
  name: 'mathText',
  tokenize: tokenizeDollars,
  // After `\$` the dollar is text; after another dollar it belongs to that sequence.
  previous(this: TokenizeContext, code) {
    return code !== DOLLAR || this.events.at(-1)?.[1].type === 'characterEscape';
  },
};

/** The micromark syntax: remark-math's `$$` blocks, and dollars in a line as above. */
export function mathsSyntax(): Extension {
  return { flow: math().flow, text: { [DOLLAR]: dollars } };
}

/** remark-math's trees, with `$$…$$` in a line marked as display maths. */
export function mathsFromMarkdown(): FromMarkdownExtension[] {
  const base = mathFromMarkdown();
  const exitInline = base.exit?.mathText;
  const display: FromMarkdownExtension = {
    exit: {
      mathText(this: CompileContext, token: MdastToken) {
        exitInline?.call(this, token);
        const parent = this.stack.at(-1);
        const node = parent && 'children' in parent ? (parent.children.at(-1) as InlineMath | undefined) : undefined;
        if (node?.data && this.sliceSerialize(token).startsWith('$$'))
          node.data.hProperties = { className: ['language-math', 'math-display'] };
      },
    },
  };
  return [base, display];
}

/** The remark plugin: maths read as above. */
export function remarkMaths(this: Processor) {
  const data = this.data();
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), mathsSyntax()];
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), ...mathsFromMarkdown()];
}

/** The classes maths keeps through the sanitizer, which tell inline from display. */
export const MATHS_CLASSES = ['language-math', 'math-inline', 'math-display'];

/** The scroll box a display formula sits in, so a wide one scrolls sideways on a phone. */
const DISPLAY_CLASS = 'math-display';

/** A display formula's box: its own line, scrolling sideways when wider than the page, never the page. */
const displayCss = `.${DISPLAY_CLASS}{display:block;overflow-x:auto;overflow-y:hidden;padding-block:${space(0.5)}}`;

/** Temml's options: MathML with the TeX kept as its annotation; no links or HTML from TeX. */
const options = (displayMode: boolean, macros: Record<string, unknown>) => ({
  displayMode,
  annotate: true,
  throwOnError: true,
  trust: false,
  macros,
});

/** Temml's message for `tex`, or null when it typesets; `macros` carries `\newcommand`s along a body. */
export function texProblem(tex: string, display: boolean, macros: Record<string, unknown> = {}): string | null {
  try {
    temml.renderToString(tex, options(display, macros));
    return null;
  } catch (error) {
    return texMessage(error);
  }
}

/** Temml's error in one line: its underlined excerpt (combining low lines) plainly quoted. */
function texMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/^\s*(Temml parse error:\s*)?/, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\u0332/g, '')
    .trim();
}

const hasClass = (node: Element, name: string) =>
  Array.isArray(node.properties?.className) && node.properties.className.includes(name);

const text = (node: Element): string =>
  node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? text(child) : ''))
    .join('');

/** MathML for `tex`, its style attributes turned into classes (the pages' policy allows none). */
function typeset(
  tex: string,
  display: boolean,
  macros: Record<string, unknown>,
  classes: ReturnType<typeof styleClasses>,
) {
  const tree = fromHtml(temml.renderToString(tex, options(display, macros)), { fragment: true });
  classes.replaceStyles(tree);
  const maths = tree.children.filter((child): child is Element => child.type === 'element');
  if (!display) return maths;
  const box: Element = {
    type: 'element',
    tagName: 'span',
    properties: { className: [DISPLAY_CLASS], tabIndex: 0 },
    children: maths,
  };
  return [box];
}

/**
 * The rehype plugin, run after the sanitizer: the owner's TeX, now plain text in a `code`, becomes
 * our MathML. Bad TeX stops the build with Temml's message (the content check reports it first, at
 * its line). The rules for the classes that replaced Temml's style attributes go into one `<style>`
 * at the body's end, which the page's policy allows by its hash like every inline style.
 */
export function rehypeMaths() {
  return (tree: Root) => {
    const macros: Record<string, unknown> = {};
    const classes = styleClasses('m');
    let found = false;
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'code' || !hasClass(node, 'language-math') || !parent || index === undefined) return;
      const block = parent.type === 'element' && parent.tagName === 'pre';
      const display = block || hasClass(node, 'math-display');
      let maths: ElementContent[];
      found = true;
      try {
        maths = typeset(text(node).trim(), display, macros, classes);
      } catch (error) {
        throw new Error(`maths ${JSON.stringify(text(node).slice(0, 60))} does not typeset: ${texMessage(error)}`);
      }
      if (block) {
        // The `pre` around a block's code goes too: the grandparent holds the formula.
        Object.assign(parent, maths[0]);
        return 'skip';
      }
      parent.children.splice(index, 1, ...maths);
      return index + maths.length;
    });
    // As strong as the style attributes they stand for, over Temml's own rules (`math.tml-display`).
    const rules = classes.css(undefined, true);
    if (!found) return;
    const used = `${displayCss}${mathsCss(toHtml(tree))}`;
    tree.children.push({
      type: 'element',
      tagName: 'style',
      properties: { [BODY_STYLE_PROPERTY]: '' },
      children: [{ type: 'text', value: `${used}${rules}` }],
    });
  };
}

/** The mathematical italic a browser draws a one-letter `<mi>` in (MathML Core's `math-auto`). */
function italicOf(code: number): number | null {
  if (code === 0x68) return 0x210e;
  if (code >= 0x61 && code <= 0x7a) return 0x1d44e + code - 0x61;
  if (code >= 0x41 && code <= 0x5a) return 0x1d434 + code - 0x41;
  if (code >= 0x3b1 && code <= 0x3c9) return 0x1d6fc + code - 0x3b1;
  if (code >= 0x391 && code <= 0x3a9) return 0x1d6e2 + code - 0x391;
  if (code === 0x131) return 0x1d6a4;
  if (code === 0x237) return 0x1d6a5;
  return null;
}

/** Every character a browser draws for the MathML in `html`: its text but the TeX annotations, and the italics of one-letter identifiers. */
export function mathmlCharacters(html: string): string {
  const found = new Set<string>();
  const walk = (node: Root | Element, inMaths: boolean) => {
    for (const child of node.children) {
      if (child.type === 'text' && inMaths) for (const character of child.value) found.add(character);
      if (child.type !== 'element' || child.tagName === 'annotation') continue;
      const maths = inMaths || child.tagName === 'math';
      // A root's sign is the font's √, which the browser draws and stretches itself.
      if (child.tagName === 'msqrt' || child.tagName === 'mroot') found.add('\u221a');
      if (
        maths &&
        child.tagName === 'mi' &&
        (child.properties?.mathVariant ?? child.properties?.mathvariant) !== 'normal'
      ) {
        const letters = [...text(child)];
        const italic = letters.length === 1 ? italicOf(letters[0]?.codePointAt(0) ?? 0) : null;
        if (italic) found.add(String.fromCodePoint(italic));
      }
      walk(child, maths);
    }
  };
  walk(fromHtml(html, { fragment: true }), false);
  return [...found].sort().join('');
}

/** The TeX of every formula in a Markdown text, in order, each with its line and whether it is display maths. */
export function formulasIn(markdown: string): { tex: string; display: boolean; line: number }[] {
  const found: { tex: string; display: boolean; line: number }[] = [];
  const tree = fromMarkdown(markdown, {
    extensions: [frontmatter(), gfm(), mathsSyntax()],
    mdastExtensions: [frontmatterFromMarkdown(), gfmFromMarkdown(), ...mathsFromMarkdown()],
  });
  const isDisplayInline = (node: InlineMath) =>
    Array.isArray(node.data?.hProperties?.className) && node.data.hProperties.className.includes('math-display');
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'inlineMath') found.push({ tex: node.value.trim(), display: isDisplayInline(node), line });
    if (node.type === 'math' || (node.type === 'code' && node.lang === 'math'))
      found.push({ tex: node.value.trim(), display: true, line: line + 1 });
  });
  return found;
}

/** The characters the maths of some Markdown texts draws: what the maths font is cut to. */
export function mathsCharacters(markdowns: Iterable<string>): string {
  const found = new Set<string>();
  for (const markdown of markdowns) {
    if (!markdown.includes('$') && !markdown.includes('```math')) continue;
    const macros: Record<string, unknown> = {};
    for (const { tex, display } of formulasIn(markdown)) {
      // A formula that does not typeset is the content check's to report; it draws nothing.
      if (texProblem(tex, display, macros)) continue;
      for (const character of mathmlCharacters(temml.renderToString(tex, options(display, macros))))
        found.add(character);
    }
  }
  return [...found].sort().join('');
}
