import type { EntryCard } from '@/content/sections';
import { mathsFontFamily } from '@/styles/tokens';
import * as cite from './cite.inline.css';
import * as codeBlocks from './code-blocks.inline.css';
import * as diagrams from './diagrams.inline.css';
import * as entry from './entry.inline.css';
import * as list from './list.inline.css';
import * as maths from './maths.inline.css';
import * as shared from './shared.inline.css';
import * as topic from './topic.inline.css';

/** Each page carries only its own rules: a list page never the article's, nor a post the cards'. */
const stylesheets = {
  list: shared.stylesheet + list.stylesheet,
  entry: shared.stylesheet + entry.stylesheet,
  topic: shared.stylesheet + topic.stylesheet,
};

/**
 * The rules a post's code blocks, diagrams and maths need, on a post that has them (a post without
 * them pays for none): scripts/content/code-blocks.ts, diagrams/ and maths.ts write what they select.
 */
const blocks = [
  { name: 'code', has: (html: string) => html.includes('class="code-block"'), stylesheet: codeBlocks.stylesheet },
  { name: 'diagram', has: (html: string) => html.includes('class="diagram"'), stylesheet: diagrams.stylesheet },
  { name: 'maths', has: (html: string) => html.includes('<math'), stylesheet: maths.stylesheet },
];

type Shown = readonly Pick<EntryCard, 'cite' | 'badge'>[];

/**
 * The sections' rules for a list or an entry page, with those its body's blocks and its entries'
 * Cite actions and badges need. React puts a
 * style element with a precedence in the document's head, once however often it renders; the
 * prerender moves it there from the start of the page's markup (scripts/site/prerender.ts), and
 * the page's policy allows it by its hash (scripts/site/csp.ts).
 */
export function SectionStyles({
  page,
  body = '',
  entries = [],
}: {
  page: keyof typeof stylesheets;
  body?: string;
  entries?: Shown;
}) {
  const citing = entries.some((entry) => entry.cite || entry.badge);
  const used = [
    ...blocks.filter((block) => block.has(body)),
    ...(citing ? [{ name: 'cite', stylesheet: cite.stylesheet }] : []),
  ];
  // One stylesheet, so the blocks' rules share its compression.
  return (
    <style href={['sections', page, ...used.map((block) => block.name)].join('-')} precedence="sections">
      {stylesheets[page] + used.map((block) => block.stylesheet).join('')}
    </style>
  );
}

/**
 * The maths font's face (scripts/page-load/maths-font.ts), on a page whose body has maths: its
 * family is the one the body's maths rules name (scripts/content/maths.ts). In the head, like the
 * sections' rules.
 */
export function MathsFace({ url }: { url: string }) {
  return (
    <style href="maths-face" precedence="sections">
      {`@font-face{font-family:${mathsFontFamily};src:url(${url});font-display:swap}`}
    </style>
  );
}
