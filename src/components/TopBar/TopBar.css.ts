import { style, styleVariants } from '@vanilla-extract/css';
import { needsScripts } from '@/styles/a11y.css';
import { onHover } from '@/styles/hover';
import { longWords, topBarButton } from '@/styles/patterns.css';
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
  // Sticky, not fixed: the bar keeps its place at the top while it takes its own room in the page,
  // so however tall an owner's long name makes it, it never covers the page's heading.
  position: 'sticky',
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
  padding: `${space(1)} ${space(2)}`,
  '@media': {
    [up('sm')]: { paddingInline: space(3) },
    // Where the links show, a name too long to share their row takes a row of its own above them.
    [up('md')]: { flexWrap: 'wrap', justifyContent: 'flex-end' },
  },
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
  ...longWords,
});

/**
 * On a phone the name shares its row with the buttons; a long one is set smaller there, so it takes
 * two or three lines of the bar rather than seven of the screen (TopBar.tsx picks by its length).
 */
export const brandSize = styleVariants({
  regular: {},
  long: { '@media': { [down('md')]: { fontSize: fontSize.md } } },
  longest: { '@media': { [down('md')]: { fontSize: fontSize.sm } } },
});

/**
 * The links and the buttons, kept together: when they do not fit beside the name they move as one
 * to a row of their own, rather than leave a button alone on a second row; narrower than that row,
 * the links wrap inside it and the buttons stay at its end.
 */
export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: space(2),
  // On a phone the name gives way, never the buttons.
  flexShrink: 0,
  '@media': { [up('md')]: { flexShrink: 1, minWidth: 0 } },
});

export const nav = style({ minWidth: 0, '@media': { [down('md')]: { display: 'none' } } });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space(0.5),
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'block',
  padding: `${space(1)} ${space(1.5)}`,
  borderRadius: radius.small,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  // A label is one or two words: it moves whole to the next row, never breaks inside a word.
  whiteSpace: 'nowrap',
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

// The menu is a column as wide as the phone: a long label wraps there rather than run off it.
export const menuLink = style([
  link,
  { padding: `${space(1.5)} ${space(2)}`, fontSize: fontSize.md, whiteSpace: 'normal' },
]);
