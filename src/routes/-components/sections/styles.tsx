/**
 * The sections' styles, as a stylesheet each of their two pages renders inline (SectionStyles). Kept out
 * of the site's stylesheet, which every page loads, so the six pages pay nothing for sections; the
 * build hashes the `<style>` into the page policy like any inline style (scripts/site/csp.ts). The
 * colours are the theme's variables, so both modes hold; written without angle brackets, ampersands or quotes.
 */
import { canHover } from '@/styles/hover';
import { vars } from '@/styles/theme.css';
import {
  colorFade,
  contentMaxWidth,
  fontSize,
  fontWeight,
  lineHeight,
  mathsFontFamily,
  radius,
  space,
  up,
} from '@/styles/tokens';

/** The class names the sections' components use, prefixed so they meet no other rule. */
export const cls = {
  list: 'sx-list',
  card: 'sx-card',
  image: 'sx-image',
  cardBody: 'sx-card-body',
  title: 'sx-title',
  titleLink: 'sx-title-link',
  facts: 'sx-facts',
  authors: 'sx-authors',
  summary: 'sx-summary',
  links: 'sx-links',
  link: 'sx-link',
  article: 'sx-article',
  meta: 'sx-meta',
  toc: 'sx-toc',
  tocHeading: 'sx-toc-heading',
  tocList: 'sx-toc-list',
  tocSub: 'sx-toc-sub',
  body: 'sx-body',
  neighbours: 'sx-neighbours',
  neighbour: 'sx-neighbour',
  neighbourLabel: 'sx-neighbour-label',
  back: 'sx-back',
  copy: 'sx-copy',
} as const;

const rule = (selector: string, declarations: Record<string, string>) =>
  `${selector}{${Object.entries(declarations)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';')}}`;
// Only where a pointer hovers: a phone keeps the last tapped element hovered (styles/hover.ts).
const hover = (css: string) => `@media ${canHover}{${css}}`;
const c = (name: keyof typeof cls) => `.${cls[name]}`;
const b = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${c('body')} ${part.trim()}`)
    .join(',');
const muted = { transition: colorFade, color: vars.color.textMuted };
// Code reads left to right in every language: in an Arabic post, a line of code keeps its order.
const ltr = { direction: 'ltr', unicodeBidi: 'isolate' };
const box = { border: `1px solid ${vars.color.border}`, borderRadius: radius.card };

/** Highlighting is done at build time (rehype-highlight): classes only, coloured by the theme's text colours. */
const highlight: [string, string][] = [
  ['keyword,selector-tag,meta', vars.accent.primary.text],
  ['string,regexp,addition', vars.accent.success.text],
  ['number,literal,symbol', vars.accent.warning.text],
  ['title,section,function', vars.accent.secondary.text],
  ['built_in,type,class', vars.accent.info.text],
  ['attr,attribute,variable,deletion', vars.accent.error.text],
  ['comment,quote', vars.color.textMuted],
];

/** A line's start, where a highlighted line's bar is drawn. */
const bar = '3px';
const linePadding = space(2);

/**
 * A block (scripts/content/code-blocks.ts): its title or language and its copy button in a bar
 * whose height the button needs before the app adds it, so nothing moves; one line per row, so a
 * highlighted, added or removed line is tinted across the block's width, each marked by more than
 * its colour (the bar, the sign). The tints and signs are the theme's soft and text accents, AA
 * on the block's surface in both modes.
 */
const codeBlockCss = [
  rule(b('.code-block'), {
    ...box,
    display: 'grid',
    gridTemplateColumns: 'minmax(0,1fr) auto',
    gridTemplateRows: `minmax(${space(5)},auto) auto`,
    alignItems: 'center',
    overflow: 'hidden',
    background: vars.color.surface,
  }),
  rule(`${c('body')} .code-block :is(.code-title,[data-copy],pre)`, { margin: '0' }),
  rule(b('.code-title'), { paddingInline: linePadding, color: vars.color.textMuted, fontSize: fontSize.sm }),
  rule(b('[data-copy]'), { gridColumn: '2' }),
  rule(b('.code-block pre'), { gridColumn: '1/-1', paddingInline: '0', borderTop: `1px solid ${vars.color.border}` }),
  rule(b('.code-block code'), { display: 'grid', minWidth: '100%', width: 'max-content' }),
  // An empty line keeps its height in the grid.
  rule(b('.line'), { minHeight: '1lh', margin: '0', paddingInline: linePadding }),
  rule(b('mark.line'), {
    color: 'inherit',
    background: vars.accent.primary.soft,
    borderInlineStart: `${bar} solid ${vars.accent.primary.solid}`,
    paddingInlineStart: `calc(${linePadding} - ${bar})`,
  }),
  rule(b('ins.line'), { background: vars.accent.success.soft, textDecoration: 'none' }),
  rule(b('del.line'), { background: vars.accent.error.soft, textDecoration: 'none' }),
  rule(b('.sign'), { display: 'inline-block', width: '2ch', fontWeight: fontWeight.bold }),
  rule(b('ins .sign'), { color: vars.accent.success.text }),
  rule(b('del .sign'), { color: vars.accent.error.text }),
  rule(b('.hunk'), { color: vars.color.textMuted }),
  rule(c('copy'), { minHeight: space(4), padding: `0 ${space(1.5)}`, fontSize: fontSize.sm }),
];

/**
 * A diagram (scripts/content/diagrams/): drawn at its own size, scrolling sideways inside its frame
 * when wider than the page, in the page's colour mode; its source under a disclosure below it.
 */
const diagramCss = [
  rule(b('.diagram'), { display: 'grid', gap: space(1), margin: '0', minWidth: '0' }),
  rule(`${c('body')} .diagram :is(.diagram-view,details)`, { margin: '0' }),
  // Drawn left to right, as Mermaid laid it out, on a right-to-left page too.
  rule(b('.diagram-view'), {
    ...box,
    ...ltr,
    overflowX: 'auto',
    padding: space(2),
    background: vars.color.surface,
  }),
  rule(b('.diagram-view svg'), { display: 'block', maxWidth: 'none', height: 'auto', marginInline: 'auto' }),
  rule(b('.diagram-view .diagram-dark'), { display: 'none' }),
  rule(`[data-theme=dark] ${b('.diagram-view .diagram-light')}`, { display: 'none' }),
  rule(`[data-theme=dark] ${b('.diagram-view .diagram-dark')}`, { display: 'block' }),
  rule(b('.diagram-source summary'), { ...muted, cursor: 'pointer', fontSize: fontSize.sm }),
];

/** Rules both pages use: an entry's image, its authors, its facts and its links. */
const sharedCss = [
  rule(c('image'), { display: 'block', width: '100%', height: 'auto', aspectRatio: '16/9', objectFit: 'cover' }),
  rule(c('authors'), { margin: '0', fontSize: fontSize.sm, overflowWrap: 'anywhere' }),
  rule(c('facts'), {
    ...muted,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${space(0.5)} ${space(2)}`,
    fontSize: fontSize.sm,
  }),
  rule(c('links'), { display: 'flex', flexWrap: 'wrap', gap: space(1), padding: '0', listStyle: 'none' }),
  rule(c('link'), {
    transition: colorFade,
    display: 'inline-flex',
    alignItems: 'center',
    gap: space(0.75),
    minHeight: space(5.5),
    padding: `0 ${space(1.5)}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: radius.small,
    color: vars.accent.primary.text,
    fontWeight: fontWeight.semibold,
    textDecoration: 'none',
  }),
  hover(rule(`${c('link')}:hover`, { background: vars.accent.primary.soft })),
];

/** The list page's own: the cards. */
const listCss = [
  rule(c('list'), { display: 'grid', gap: space(3), padding: '0', margin: '0', listStyle: 'none' }),
  rule(c('card'), { display: 'grid', overflow: 'hidden' }),
  rule(c('cardBody'), { display: 'grid', gap: space(1.5), padding: space(2.5), minWidth: '0' }),
  `@media ${up('sm')}{${rule(c('cardBody'), { padding: space(3) })}}`,
  rule(c('title'), {
    fontSize: fontSize.h3,
    fontWeight: fontWeight.bold,
    lineHeight: lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
  rule(c('titleLink'), { color: 'inherit', textUnderlineOffset: '0.2em' }),
  hover(rule(`${c('titleLink')}:hover`, { color: vars.accent.primary.text })),
  rule(c('summary'), { ...muted, overflowWrap: 'anywhere' }),
];

/** The entry page's own: the article, its contents, its body and its neighbours. */
const entryCss = [
  rule(c('article'), { display: 'grid', gap: space(4), maxWidth: contentMaxWidth, margin: '0 auto', minWidth: '0' }),
  rule(c('meta'), { display: 'grid', justifyItems: 'center', gap: space(1.5), textAlign: 'center' }),
  rule(c('toc'), { ...box, transition: colorFade, padding: space(2.5), background: vars.color.surface }),
  rule(c('tocHeading'), {
    ...muted,
    fontSize: fontSize.sm,
    fontWeight: fontWeight.bold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  }),
  rule(c('tocList'), { display: 'grid', gap: space(0.75), marginTop: space(1), paddingInlineStart: space(2.5) }),
  rule(c('tocSub'), { marginInlineStart: space(2.5) }),
  rule(c('body'), { minWidth: '0', fontSize: fontSize.lg, lineHeight: lineHeight.body, overflowWrap: 'anywhere' }),
  rule(b('* + *'), { marginTop: space(2) }),
  rule(b('h2,h3,h4,h5,h6'), {
    marginTop: space(4),
    lineHeight: lineHeight.tight,
    fontWeight: fontWeight.bold,
    // The heading an anchor jumps to clears the top bar, even one a long name made taller.
    scrollMarginTop: space(10),
  }),
  rule(b('h2'), { fontSize: fontSize.h2 }),
  rule(b('h3'), { fontSize: fontSize.h3 }),
  rule(b('a'), { color: vars.accent.primary.text, textUnderlineOffset: '0.2em' }),
  rule(b(':is(h2,h3,h4,h5,h6) a'), { color: 'inherit', textDecoration: 'none' }),
  hover(rule(b(':is(h2,h3,h4,h5,h6) a:hover'), { textDecoration: 'underline' })),
  rule(b('ul,ol'), { paddingInlineStart: space(3) }),
  rule(b('blockquote'), {
    ...muted,
    paddingInlineStart: space(2),
    borderInlineStart: `4px solid ${vars.color.border}`,
  }),
  // A wide table scrolls sideways on a phone (and takes the keyboard, as code does) instead of widening
  // the page; a column the owner aligned (`---:`) keeps its alignment, the others start with the text.
  rule(b('table'), { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' }),
  rule(b(':is(th,td)'), { padding: `${space(0.5)} ${space(1.5)}`, border: `1px solid ${vars.color.border}` }),
  rule(b('th:not([align])'), { textAlign: 'start' }),
  rule(b('.contains-task-list'), { listStyle: 'none', paddingInlineStart: '0' }),
  rule(b('img'), { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: radius.small }),
  rule(b('code'), { ...ltr, fontFamily: 'ui-monospace,monospace', fontSize: '0.9em' }),
  // Every block is in a frame of its own (.code-block, below), which draws its border.
  rule(b('pre'), { ...ltr, overflowX: 'auto', padding: space(2), fontSize: fontSize.sm, lineHeight: lineHeight.body }),
  rule(b('pre code'), { fontSize: 'inherit', overflowWrap: 'normal' }),

  ...highlight.map(([names, color]) => {
    const classes = names.split(',').map((name) => `.hljs-${name}`);
    return rule(b(`pre :is(${classes.join(',')})`), { color });
  }),
  rule(b('pre .hljs-comment'), { fontStyle: 'italic' }),
  rule(c('neighbours'), {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit,minmax(min(100%,14rem),1fr))',
    gap: space(2),
  }),
  rule(c('neighbour'), {
    ...box,
    transition: colorFade,
    display: 'grid',
    gap: space(0.5),
    padding: space(2),
    color: vars.color.text,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
  }),
  hover(rule(`${c('neighbour')}:hover`, { borderColor: vars.accent.primary.solid })),
  rule(c('neighbourLabel'), { ...muted, fontSize: fontSize.sm }),
  rule(c('back'), { alignSelf: 'center', color: vars.accent.primary.text, fontWeight: fontWeight.semibold }),
];

/** Each page carries only its own rules: a list page never the article's, nor a post the cards'. */
const pageCss = { list: [...sharedCss, ...listCss].join(''), entry: [...sharedCss, ...entryCss].join('') };

// Maths keeps its own spacing (Temml's rules, in the body), not the prose's.
const blockCss = {
  code: codeBlockCss.join(''),
  diagram: diagramCss.join(''),
  maths: rule(b('math *'), { margin: '0' }),
};

/**
 * The rules a post's code blocks, diagrams and maths need, on a post that has them (a post without
 * them pays for none): scripts/content/code-blocks.ts, diagrams/ and maths.ts write what they select.
 */
const blockRules = (html: string) =>
  [
    html.includes('class="code-block"') ? blockCss.code : '',
    html.includes('class="diagram"') ? blockCss.diagram : '',
    html.includes('<math') ? blockCss.maths : '',
  ].join('');

/** The sections' stylesheet for a list or an entry page (with its body's blocks' rules), in the page: each renders it first. */
export function SectionStyles({ page, body = '' }: { page: keyof typeof pageCss; body?: string }) {
  // One stylesheet, so the blocks' rules share its compression.
  return <style>{`${pageCss[page]}${blockRules(body)}`}</style>;
}

/**
 * The maths font's face (scripts/page-load/maths-font.ts), on a page whose body has maths: its
 * family is the one the body's maths rules name (scripts/content/maths.ts).
 */
export function MathsFace({ url }: { url: string }) {
  return <style>{`@font-face{font-family:${mathsFontFamily};src:url(${url});font-display:swap}`}</style>;
}
