import { style } from '@vanilla-extract/css';
import { needsScripts } from '@/styles/a11y.css';
import { onHover } from '@/styles/hover';
import { topBarButton } from '@/styles/patterns.css';
import { vars } from '@/styles/theme.css';
import {
  appBarHeight,
  colorTransition,
  containerMaxWidth,
  down,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
  up,
  zIndex,
} from '@/styles/tokens';

export const root = style({
  '@media': { print: { display: 'none' } },
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: zIndex.appBar,
  background: vars.color.appBar,
  boxShadow: vars.shadow.appBar,
  borderBottom: '1px solid transparent',
  backdropFilter: 'saturate(180%) blur(12px)',
  transition: `background-color ${colorTransition}, box-shadow ${colorTransition}, border-color ${colorTransition}`,
  selectors: {
    '&[data-scrolled="true"]': {
      background: vars.color.appBarScrolled,
      boxShadow: vars.shadow.appBarScrolled,
      borderBottomColor: vars.color.border,
    },
  },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: space(2),
  maxWidth: containerMaxWidth,
  // At least the bar's height; an owner's very long name, wrapped, makes it taller rather than cut.
  minHeight: appBarHeight,
  margin: '0 auto',
  paddingInline: space(2),
  '@media': { [up('sm')]: { paddingInline: space(3) } },
});

export const brand = style({
  marginInlineEnd: 'auto',
  fontSize: fontSize.lg,
  fontWeight: fontWeight.heavy,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  color: vars.color.text,
  // A long name wraps instead of being cut or pushing the buttons off a phone's screen: two lines
  // fit the bar.
  minWidth: 0,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const nav = style({ '@media': { [down('md')]: { display: 'none' } } });

export const list = style({ display: 'flex', gap: space(0.5), padding: 0, margin: 0, listStyle: 'none' });

export const link = style({
  display: 'block',
  padding: `${space(1)} ${space(1.5)}`,
  borderRadius: radius.small,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  color: vars.color.textMuted,
  '@media': onHover(
    { color: vars.color.text, background: vars.color.surfaceMuted },
    '&:hover:not([aria-current="page"])',
  ),
  selectors: {
    '&[aria-current="page"]': {
      color: vars.accent.primary.text,
      background: vars.accent.primary.soft,
      fontWeight: fontWeight.semibold,
    },
  },
});

// Only a script works it: with scripting off it is not offered.
export const menuButton = style([
  needsScripts,
  topBarButton,
  { borderRadius: radius.small, '@media': { [up('md')]: { display: 'none' } } },
]);

export const menu = style({
  position: 'absolute',
  // Just below the bar, however tall a long name has made it.
  top: `calc(100% - ${space(0.5)})`,
  insetInline: space(1),
  zIndex: zIndex.menu,
  padding: space(1),
  borderRadius: radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.menu,
  '@media': { [up('md')]: { display: 'none' } },
});

export const menuList = style({ display: 'grid', gap: space(0.5), padding: 0, margin: 0, listStyle: 'none' });

export const menuLink = style([link, { padding: `${space(1.5)} ${space(2)}`, fontSize: fontSize.md }]);
