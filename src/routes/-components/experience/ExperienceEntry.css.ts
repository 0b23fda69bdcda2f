import { style } from '@vanilla-extract/css';
import { onHover } from '@/styles/hover';
import { eyebrow, factLabel as factLabelPattern, iconList, iconListItem } from '@/styles/patterns.css';
import { vars } from '@/styles/theme.css';
import { colorFade, fontSize, fontWeight, lineHeight, radius, space, up } from '@/styles/tokens';

export const root = style({
  display: 'grid',
  gap: space(2),
  padding: space(2.5),
  '@media': { [up('sm')]: { padding: space(3) } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space(1.5),
});

export const titleBlock = style({ display: 'grid', gap: space(0.5) });

export const title = style({
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
});

const withIcon = style({ display: 'inline-flex', alignItems: 'center', gap: space(0.75) });

export const company = style([
  withIcon,
  { transition: colorFade, color: vars.accent.primary.text, fontWeight: fontWeight.semibold, fontSize: fontSize.md },
]);

export const period = style([
  withIcon,
  {
    transition: colorFade,
    padding: `${space(0.5)} ${space(1.5)}`,
    borderRadius: radius.chip,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    fontSize: fontSize.sm,
    fontWeight: fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
]);

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space(1)} ${space(3)}`,
  margin: 0,
  fontSize: fontSize.sm,
});

export const fact = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: space(1), minWidth: 0 });

export const factLabel = factLabelPattern;

export const factValue = style({ margin: 0, fontWeight: fontWeight.medium, overflowWrap: 'anywhere' });

export const link = style({
  transition: colorFade,
  color: vars.accent.primary.text,
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
  '@media': onHover({ textDecorationThickness: '2px' }),
});

export const subheading = eyebrow;

export const achievements = iconList;

export const achievement = iconListItem;

export const check = style({
  transition: colorFade,
  marginTop: '0.2em',
  color: vars.accent.secondary.text,
  flexShrink: 0,
});

export const summary = style({ transition: colorFade, color: vars.color.textMuted, lineHeight: lineHeight.body });
