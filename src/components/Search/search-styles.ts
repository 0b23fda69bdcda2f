/**
 * The search's styles, as text each lazily loaded module adopts when it loads (adoptStyles): none of
 * them is in the site's stylesheet, so a page's first load pays nothing for search. Colours are the
 * theme's variables, so both modes hold; logical properties only, so right-to-left pages hold. The
 * button's are here, with the class names; the dialog's, which load with it, in dialog-styles.ts.
 */

import { cssRule as rule } from '@/styles/css-text';
import { canHover } from '@/styles/hover';
import { vars } from '@/styles/theme.css';
import { fontSize, fontWeight, lineHeight, radius, space } from '@/styles/tokens';

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
