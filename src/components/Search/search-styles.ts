/**
 * The search's styles, as text each lazily loaded module adopts when it loads (adoptStyles): none of
 * them is in the site's stylesheet, so a page's first load pays nothing for search. Colours are the
 * theme's variables, so both modes hold; logical properties only, so right-to-left pages hold.
 */

import { cssRule as rule } from '@/styles/css-text';
import { canHover } from '@/styles/hover';
import { vars } from '@/styles/theme.css';
import { focusRingWidth, fontSize, fontWeight, lineHeight, radius, space, up } from '@/styles/tokens';

/** The class names the search's elements use, prefixed so they meet no other rule. */
export const cls = {
  button: 'sr-button',
  hint: 'sr-hint',
  dialog: 'sr-dialog',
  bar: 'sr-bar',
  input: 'sr-input',
  close: 'sr-close',
  status: 'sr-status',
  list: 'sr-list',
  option: 'sr-option',
  where: 'sr-where',
  title: 'sr-title',
  excerpt: 'sr-excerpt',
  command: 'sr-command',
  more: 'sr-more',
} as const;

const c = (name: keyof typeof cls) => `.${cls[name]}`;
const hover = (css: string) => `@media ${canHover}{${css}}`;
const line = `1px solid ${vars.color.border}`;

/**
 * The button keeps the colour-mode toggle's look (its class); this adds the `/` it answers to, shown
 * where a pointer hovers (a keyboard is likely there), on its corner so the button keeps its size.
 */
export const buttonCss = [
  rule(c('button'), { position: 'relative' }),
  rule(c('hint'), { display: 'none' }),
  hover(
    rule(c('hint'), {
      display: 'block',
      position: 'absolute',
      insetBlockEnd: `-${space(0.5)}`,
      insetInlineEnd: `-${space(0.5)}`,
      minWidth: space(2),
      paddingInline: space(0.25),
      border: line,
      borderRadius: radius.small,
      background: vars.color.surface,
      color: vars.color.textMuted,
      fontFamily: 'inherit',
      fontSize: fontSize.xs,
      fontWeight: fontWeight.semibold,
      lineHeight: lineHeight.tight,
      textAlign: 'center',
    }),
  ),
].join('');

export const dialogCss = [
  // A modal in the top layer, near the top of the screen: a phone's keyboard leaves its results in view.
  rule(c('dialog'), {
    boxSizing: 'border-box',
    width: `calc(100% - ${space(2)})`,
    maxWidth: `${space(80)}`,
    maxHeight: `calc(100dvh - ${space(2)})`,
    margin: `${space(1)} auto auto`,
    padding: '0',
    border: line,
    borderRadius: radius.card,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.menu,
    flexDirection: 'column',
    overflow: 'hidden',
  }),
  rule(`${c('dialog')}[open]`, { display: 'flex' }),
  `@media ${up('sm')}{${rule(c('dialog'), { marginBlockStart: space(8), maxHeight: `calc(100dvh - ${space(16)})` })}}`,
  rule(`${c('dialog')}::backdrop`, { background: `color-mix(in srgb, ${vars.color.background} 70%, transparent)` }),
  rule(c('bar'), {
    display: 'flex',
    alignItems: 'center',
    gap: space(1),
    padding: space(1.5),
    borderBlockEnd: line,
  }),
  // 16 px at least: a phone zooms into a smaller field.
  rule(c('input'), {
    flex: '1',
    minWidth: '0',
    boxSizing: 'border-box',
    height: space(5),
    paddingInline: space(1.5),
    border: line,
    borderRadius: radius.small,
    background: vars.color.background,
    color: vars.color.text,
    font: 'inherit',
    fontSize: fontSize.md,
  }),
  rule(c('close'), {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: '0',
    width: space(5),
    height: space(5),
    padding: '0',
    border: line,
    borderRadius: radius.small,
    background: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
  }),
  rule(c('status'), { margin: '0', paddingInline: space(2), color: vars.color.textMuted, fontSize: fontSize.sm }),
  rule(`${c('status')}:not(:empty)`, { paddingBlock: `${space(1)} 0` }),
  rule(c('list'), { display: 'grid', padding: space(1), overflowY: 'auto' }),
  rule(`${c('list')}:empty`, { display: 'none' }),
  rule(c('option'), {
    display: 'grid',
    gap: space(0.5),
    padding: space(1.5),
    borderRadius: radius.small,
    color: vars.color.text,
    textDecoration: 'none',
    scrollMarginBlock: space(1),
  }),
  // The option the arrows reached: a ring, as focus has, since the focus itself stays in the box.
  rule(`${c('option')}[aria-selected="true"]`, {
    boxShadow: `inset 0 0 0 ${focusRingWidth} ${vars.accent.primary.solid}`,
  }),
  hover(rule(`${c('option')}:hover`, { background: vars.color.surfaceMuted })),
  rule(c('where'), { color: vars.color.textMuted, fontSize: fontSize.xs, fontWeight: fontWeight.semibold }),
  rule(c('title'), { fontWeight: fontWeight.semibold, lineHeight: lineHeight.tight, overflowWrap: 'anywhere' }),
  rule(c('excerpt'), {
    color: vars.color.textMuted,
    fontSize: fontSize.sm,
    lineHeight: lineHeight.body,
    overflowWrap: 'anywhere',
  }),
  rule(`${c('excerpt')} mark`, {
    background: vars.accent.warning.soft,
    color: vars.color.text,
    fontWeight: fontWeight.semibold,
  }),
  rule(c('command'), { display: 'block', marginBlockStart: space(0.5), color: vars.color.text }),
  rule(c('more'), {
    flexShrink: '0',
    margin: `0 ${space(2)} ${space(2)}`,
    padding: `${space(1)} ${space(2)}`,
    border: line,
    borderRadius: radius.small,
    background: vars.color.surface,
    color: vars.accent.primary.text,
    font: 'inherit',
    fontWeight: fontWeight.semibold,
    cursor: 'pointer',
  }),
].join('');
