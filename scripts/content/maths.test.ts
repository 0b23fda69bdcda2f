import { describe, expect, it } from 'vitest';
import { compileMarkdown as compile, tableOfContents } from './markdown';
import { formulasIn, mathmlCharacters, mathsCharacters, texProblem } from './maths';

const maths = (html: string) => [...html.matchAll(/<math[\s\S]*?<\/math>/g)].map((match) => match[0]);

describe('maths in a body', () => {
  it('typesets $…$ in a line as MathML, keeping the TeX as its annotation', () => {
    const html = compile('A vector of $n \\times 1$ observations.');
    expect(html).toMatch(/^<p>A vector of <math><semantics><mrow><mi>n<\/mi><mo>×<\/mo><mn>1<\/mn><\/mrow>/);
    expect(html).toContain('<annotation encoding="application/x-tex">n \\times 1</annotation>');
    expect(html).not.toMatch(/<script|katex|temml\.js/i);
  });

  it('typesets $$…$$, on its own lines or in a paragraph, and a ```math block as display maths in a box that scrolls', () => {
    for (const source of [
      '$$\n\\frac{a}{b}\n$$',
      'The estimate is $$\\frac{a}{b}$$ here.',
      '```math\n\\frac{a}{b}\n```',
    ]) {
      const html = compile(source);
      expect(html).toMatch(/<span class="math-display" tabindex="0"><math display="block"/);
      expect(maths(html)).toHaveLength(1);
    }
  });

  it("leaves prices as prose, by Pandoc's rule for single dollars", () => {
    for (const prose of ['It costs $5 and $10.', 'Between $5-$10 a month.', 'Pay $ 5 and 6 $ later.'])
      expect(compile(prose)).toBe(`<p>${prose}</p>`);
    expect(maths(compile('US$5, or $x$ per unit'))).toHaveLength(1);
  });

  it('keeps an escaped \\$ a dollar, and a dollar in code code', () => {
    expect(compile('Costs \\$3 and \\$4.')).toBe('<p>Costs $3 and $4.</p>');
    expect(compile('Write `$x$` for maths.')).toBe('<p>Write <code>$x$</code> for maths.</p>');
    expect(maths(compile('A price in maths: $\\$5$.'))).toHaveLength(1);
  });

  it("writes no style attribute (the pages refuse them): Temml's become classes with rules in the body's own style", () => {
    const html = compile('$$\n\\begin{array}{cc} a & b \\end{array}\n$$');
    expect(html).not.toMatch(/\sstyle=/);
    const classes = [...html.matchAll(/class="[^"]*\b(m-[0-9a-f]{8})\b/g)].map((match) => match[1]);
    expect(classes.length).toBeGreaterThan(0);
    const style = /<style[^>]*>([\s\S]*)<\/style>$/.exec(html)?.[1] ?? '';
    for (const name of classes) expect(style).toContain(`.${name}{`);
    // The maths font's family, and only the rules of Temml's stylesheet the page uses.
    expect(style).toContain('math{font-family:Maths,math}');
    expect(style).not.toMatch(/@font-face|tml-cancel/);
  });

  it('slugs a heading with maths from its TeX, and lists it once in the contents', () => {
    const html = compile('## The $n$ case\n\n## Two\n\n## Three');
    expect(html).toContain('<h2 id="the-n-case"><a href="#the-n-case">The <math>');
    expect(tableOfContents(html)[0]).toEqual({ id: 'the-n-case', text: 'The n case', depth: 2 });
  });

  it('adds no style to a body without maths', () => {
    expect(compile('Plain words, $5.')).not.toContain('<style>');
  });

  it("refuses TeX that does not typeset with Temml's message, in one line", () => {
    expect(texProblem('\\frac{1}{', false)).toBe(
      "Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1}{",
    );
    expect(texProblem('\\foo x', true)).toBe('Unsupported function name: \\foo at position 1: \\foo x');
    expect(texProblem('\\sum_{i=1}^n x_i', true)).toBeNull();
    // A macro defined with \gdef in one formula serves those after it, as in KaTeX.
    const macros = {};
    expect(texProblem('\\gdef\\RR{\\mathbb{R}}', false, macros)).toBeNull();
    expect(texProblem('x \\in \\RR', false, macros)).toBeNull();
  });

  it('finds each formula of a file at its line', () => {
    const file = '---\ntitle: T\n---\n\nLet $x$ be.\n\n$$\n\\frac{1}{2}\n$$\n\nCosts $5 and $10.\n';
    expect(formulasIn(file)).toEqual([
      { tex: 'x', display: false, line: 5 },
      { tex: '\\frac{1}{2}', display: true, line: 8 },
    ]);
  });

  it('cuts the maths font to what the formulas draw: their characters, a root sign, and the italics of one-letter names', () => {
    expect(
      mathmlCharacters(
        '<math><msqrt><mi>x</mi></msqrt><mi mathvariant="normal">d</mi><annotation>zz</annotation></math> prose',
      ),
    ).toBe([...'dx√𝑥'].sort().join(''));
    expect(mathsCharacters(['No maths here, $5.', 'Let $\\alpha$ be.'])).toBe([...'α𝛼'].sort().join(''));
  });
});
