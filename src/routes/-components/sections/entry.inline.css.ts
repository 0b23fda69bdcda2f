/**
 * An entry page's own rules: the article, its contents, its body and its neighbours
 * (shared.inline.css.ts has the rest). The body is the owner's Markdown as HTML, styled by element.
 */
import { style } from '@vanilla-extract/css';
import { canHover, onHover } from '@/styles/hover';
import { vars } from '@/styles/theme.css';
import { colorFade, contentMaxWidth, fontSize, fontWeight, lineHeight, radius, space } from '@/styles/tokens';
import { within } from '@/styles/within';
import { muted } from './shared.inline.css';

/** These rules as text (scripts/vite/vanilla-extract.ts fills it in). */
export declare const stylesheet: string;

const box = { border: `1px solid ${vars.color.border}`, borderRadius: radius.card };
// Code reads left to right in every language: in an Arabic post, a line of code keeps its order.
const leftToRight = { direction: 'ltr', unicodeBidi: 'isolate' } as const;

export const article = style({
  display: 'grid',
  gap: space(4),
  maxWidth: contentMaxWidth,
  margin: '0 auto',
  minWidth: 0,
});

export const meta = style({ display: 'grid', justifyItems: 'center', gap: space(1.5), textAlign: 'center' });

export const toc = style({ ...box, transition: colorFade, padding: space(2.5), background: vars.color.surface });

export const tocHeading = style({
  ...muted,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const tocList = style({
  display: 'grid',
  gap: space(0.75),
  marginTop: space(1),
  paddingInlineStart: space(2.5),
});

export const tocSub = style({ marginInlineStart: space(2.5) });

export const body = style({
  minWidth: 0,
  fontSize: fontSize.lg,
  lineHeight: lineHeight.body,
  overflowWrap: 'anywhere',
});

/** A rule for elements of the body: `selectors` are relative to it. */
const inBody = (selectors: string, rule: Parameters<typeof within>[2]) => within(body, selectors, rule);

inBody('* + *', { marginTop: space(2) });
inBody('h2,h3,h4,h5,h6', {
  marginTop: space(4),
  lineHeight: lineHeight.tight,
  fontWeight: fontWeight.bold,
  // The heading an anchor jumps to clears the top bar, even one a long name made taller.
  scrollMarginTop: space(10),
});
inBody('h2', { fontSize: fontSize.h2 });
inBody('h3', { fontSize: fontSize.h3 });
inBody('a', { color: vars.accent.primary.text, textUnderlineOffset: '0.2em' });
inBody(':is(h2,h3,h4,h5,h6) a', { color: 'inherit', textDecoration: 'none' });
inBody(':is(h2,h3,h4,h5,h6) a:hover', { '@media': { [canHover]: { textDecoration: 'underline' } } });
inBody('ul,ol', { paddingInlineStart: space(3) });
inBody('blockquote', { ...muted, paddingInlineStart: space(2), borderInlineStart: `4px solid ${vars.color.border}` });
// A wide table scrolls sideways on a phone (and takes the keyboard, as code does) instead of widening
// the page; a column the owner aligned (`---:`, data-align: scripts/content/markdown.ts) keeps its
// alignment, the others start with the text.
inBody('table', { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' });
inBody(':is(th,td)', { padding: `${space(0.5)} ${space(1.5)}`, border: `1px solid ${vars.color.border}` });
inBody('th:not([data-align])', { textAlign: 'start' });
for (const side of ['left', 'center', 'right'] as const)
  inBody(`:is(th,td)[data-align="${side}"]`, { textAlign: side });
inBody('.contains-task-list', { listStyle: 'none', paddingInlineStart: 0 });
inBody('img', { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: radius.small });
inBody('code', { ...leftToRight, fontFamily: 'ui-monospace,monospace', fontSize: '0.9em' });
// Every block is in a frame of its own (.code-block, code-blocks.inline.css.ts), which draws its border.
inBody('pre', {
  ...leftToRight,
  overflowX: 'auto',
  padding: space(2),
  fontSize: fontSize.sm,
  lineHeight: lineHeight.body,
});
inBody('pre code', { fontSize: 'inherit', overflowWrap: 'normal' });

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
for (const [names, color] of highlight)
  inBody(
    `pre :is(${names
      .split(',')
      .map((name) => `.hljs-${name}`)
      .join(',')})`,
    { color },
  );
inBody('pre .hljs-comment', { fontStyle: 'italic' });

export const neighbours = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit,minmax(min(100%,14rem),1fr))',
  gap: space(2),
});

export const neighbour = style({
  ...box,
  transition: colorFade,
  display: 'grid',
  gap: space(0.5),
  padding: space(2),
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  '@media': onHover({ borderColor: vars.accent.primary.solid }),
});

export const neighbourLabel = style({ ...muted, fontSize: fontSize.sm });
