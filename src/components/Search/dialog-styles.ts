/**
 * The search dialog's styles, adopted when its chunk loads (search-styles.ts says why they are text).
 */

import { cssRule as rule } from '@/styles/css-text';
import { canHover } from '@/styles/hover';
import { vars } from '@/styles/theme.css';
import { focusRingWidth, fontSize, fontWeight, lineHeight, radius, space, up } from '@/styles/tokens';
import { cls } from './search-styles';

const c = (name: keyof typeof cls) => `.${cls[name]}`;
const hover = (css: string) => `@media ${canHover}{${css}}`;
const line = `1px solid ${vars.color.border}`;

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
