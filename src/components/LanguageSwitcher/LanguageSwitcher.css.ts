import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '@/styles/hidden';
import { onHover } from '@/styles/hover';
import { vars } from '@/styles/theme.css';
import { colorTransition, fontSize, fontWeight, radius, space, up, zIndex } from '@/styles/tokens';

export const root = style({ position: 'relative', flexShrink: 0 });

// As tall as the theme toggle beside it; the language's code beside the icon.
export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(0.5),
  height: space(5),
  paddingInline: space(1.25),
  borderRadius: radius.chip,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  listStyle: 'none',
  transition: `background-color ${colorTransition}, border-color ${colorTransition}, color ${colorTransition}`,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
  '@media': onHover({ borderColor: vars.accent.primary.solid, color: vars.accent.primary.text }),
});

export const code = style({
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

// The summary's label, read aloud beside the code it shows.
export const label = style(visuallyHiddenRule);

export const panel = style({
  position: 'absolute',
  top: `calc(100% + ${space(1)})`,
  insetInlineEnd: 0,
  zIndex: zIndex.menu,
  display: 'grid',
  gap: space(0.5),
  minWidth: space(20),
  margin: 0,
  padding: space(1),
  listStyle: 'none',
  borderRadius: radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.menu,
});

export const link = style({
  display: 'block',
  padding: `${space(1)} ${space(1.5)}`,
  borderRadius: radius.small,
  fontSize: fontSize.md,
  textDecoration: 'none',
  color: vars.color.text,
  whiteSpace: 'nowrap',
  '@media': onHover({ background: vars.color.surfaceMuted }, '&:hover:not([aria-current="true"])'),
  selectors: {
    '&[aria-current="true"]': {
      color: vars.accent.primary.text,
      background: vars.accent.primary.soft,
      fontWeight: fontWeight.semibold,
    },
  },
});

export const menuNav = style({
  marginTop: space(1),
  paddingTop: space(1),
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [up('md')]: { display: 'none' } },
});

export const menuList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(0.5),
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const menuLink = style([link, { padding: `${space(1.5)} ${space(2)}` }]);
