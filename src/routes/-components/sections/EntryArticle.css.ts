import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { eyebrow } from '@/styles/patterns.css';
import { vars } from '@/styles/theme.css';
import { colorFade, contentMaxWidth, fontSize, fontWeight, lineHeight, radius, space } from '@/styles/tokens';

export const root = style({ display: 'grid', gap: space(4), maxWidth: contentMaxWidth, margin: '0 auto', minWidth: 0 });

export const meta = style({ display: 'grid', justifyItems: 'center', gap: space(1.5), textAlign: 'center' });

export const toc = style({
  transition: colorFade,
  padding: space(2.5),
  borderRadius: radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const tocHeading = eyebrow;

export const tocList = style({
  display: 'grid',
  gap: space(0.75),
  marginTop: space(1),
  paddingInlineStart: space(2.5),
});

export const tocItem = styleVariants({ 2: {}, 3: { marginInlineStart: space(2.5) } });

export const body = style({
  minWidth: 0,
  fontSize: fontSize.lg,
  lineHeight: lineHeight.body,
  overflowWrap: 'anywhere',
});

const inBody = (selector: string, rule: Parameters<typeof globalStyle>[1]) => globalStyle(`${body} ${selector}`, rule);

inBody('> * + *', { marginTop: space(2) });
inBody('h2, h3, h4, h5, h6', { marginTop: space(4), lineHeight: lineHeight.tight, fontWeight: fontWeight.bold });
inBody('h2', { fontSize: fontSize.h2 });
inBody('h3', { fontSize: fontSize.h3 });
inBody(':is(h2, h3, h4, h5, h6) > a', { color: 'inherit', textDecoration: 'none' });
inBody(':is(h2, h3, h4, h5, h6) > a:hover', { textDecoration: 'underline' });
// The anchor a heading link jumps to clears the fixed top bar.
inBody(':is(h2, h3, h4, h5, h6)', { scrollMarginTop: space(10) });
inBody('a', { color: vars.accent.primary.text, textUnderlineOffset: '0.2em' });
inBody('ul, ol', { paddingInlineStart: space(3) });
inBody('blockquote', {
  paddingInlineStart: space(2),
  borderInlineStart: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
inBody('img', { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: radius.small });
inBody('code', { fontFamily: 'ui-monospace, "Noto Mono", monospace', fontSize: '0.9em' });
inBody('pre', {
  overflowX: 'auto',
  padding: space(2),
  borderRadius: radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.body,
});
inBody('pre code', { fontSize: 'inherit', overflowWrap: 'normal' });

// Highlighting is done at build time (rehype-highlight): only classes reach the page, coloured by
// the theme's accessible text colours, so both modes keep 4.5:1.
const highlight: [string, string][] = [
  ['.hljs-keyword, .hljs-selector-tag, .hljs-meta', vars.accent.primary.text],
  ['.hljs-string, .hljs-regexp, .hljs-addition', vars.accent.success.text],
  ['.hljs-number, .hljs-literal, .hljs-symbol', vars.accent.warning.text],
  ['.hljs-title, .hljs-section, .hljs-function', vars.accent.secondary.text],
  ['.hljs-built_in, .hljs-type, .hljs-class', vars.accent.info.text],
  ['.hljs-attr, .hljs-attribute, .hljs-variable, .hljs-deletion', vars.accent.error.text],
  ['.hljs-comment, .hljs-quote', vars.color.textMuted],
];
for (const [selector, color] of highlight) inBody(`pre :is(${selector})`, { color });
inBody('pre .hljs-comment', { fontStyle: 'italic' });

export const neighbours = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: space(2),
});

export const neighbour = style({
  transition: colorFade,
  display: 'grid',
  gap: space(0.5),
  padding: space(2),
  borderRadius: radius.card,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  ':hover': { borderColor: vars.accent.primary.solid },
});

export const neighbourLabel = style({ color: vars.color.textMuted, fontSize: fontSize.sm });

export const back = style({ alignSelf: 'center', color: vars.accent.primary.text, fontWeight: fontWeight.semibold });
