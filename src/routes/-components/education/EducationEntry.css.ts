import { style, styleVariants } from '@vanilla-extract/css';
import { onHover } from '@/styles/hover';
import { type ColorRole, colorRoles } from '@/styles/roles';
import { vars } from '@/styles/theme.css';
import { colorTransition, fontSize, fontWeight, lineHeight, space, up } from '@/styles/tokens';

export const root = style({
  display: 'grid',
  gap: space(2),
  '@media': { [up('sm')]: { padding: space(4) } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(1.5),
});

export const degree = style({
  fontSize: fontSize.h3,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  // 'anywhere', not 'break-word': only it lets a grid or flex item shrink below its longest word.
  overflowWrap: 'anywhere',
});

export const institution = styleVariants(colorRoles, (role: ColorRole) => ({
  marginTop: `calc(-1 * ${space(1)})`,
  color: vars.accent[role].text,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  transition: `color ${colorTransition}`,
}));

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space(1)} ${space(3)}`,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const fact = style({ display: 'flex', alignItems: 'center', gap: space(0.75), minWidth: 0 });

export const factIcon = style({ flexShrink: 0 });

export const link = style({
  color: vars.accent.primary.text,
  fontWeight: fontWeight.medium,
  textUnderlineOffset: '0.2em',
  '@media': onHover({ textDecorationThickness: '2px' }),
});

export const progress = style({ maxWidth: space(60) });

export const highlights = style({
  display: 'grid',
  gap: space(1),
  padding: 0,
  margin: 0,
  paddingTop: space(2),
  borderTop: `1px solid ${vars.color.border}`,
  listStyle: 'none',
});

export const highlight = style({ display: 'flex', alignItems: 'flex-start', gap: space(1.25) });

export const highlightIcon = styleVariants(colorRoles, (role: ColorRole) => ({
  flexShrink: 0,
  marginTop: '0.2em',
  color: vars.accent[role].text,
}));
