import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { colorFade, fontSize, fontWeight, lineHeight, radius, space, up } from '@/styles/tokens';

export const list = style({ display: 'grid', gap: space(3), padding: 0, margin: 0, listStyle: 'none' });

export const root = style({ display: 'grid', overflow: 'hidden' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
});

export const body = style({
  display: 'grid',
  gap: space(1.5),
  padding: space(2.5),
  minWidth: 0,
  '@media': { [up('sm')]: { padding: space(3) } },
});

export const title = style({
  fontSize: fontSize.h3,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const titleLink = style({
  color: 'inherit',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.accent.primary.text },
});

export const facts = style({
  transition: colorFade,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: space(2),
  rowGap: space(0.5),
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const summary = style({ transition: colorFade, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space(1), padding: 0, listStyle: 'none' });

export const link = style({
  transition: colorFade,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(0.75),
  minHeight: space(5.5),
  padding: `0 ${space(1.5)}`,
  borderRadius: radius.small,
  border: `1px solid ${vars.color.border}`,
  color: vars.accent.primary.text,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { background: vars.accent.primary.soft },
});
