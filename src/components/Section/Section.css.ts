import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, fontWeight, lineHeight, space } from '@/styles/tokens';

export const root = style({ marginTop: space(8) });

export const heading = style({
  marginBottom: space(3),
  fontSize: fontSize.h2,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  letterSpacing: '-0.01em',
  textAlign: 'center',
});

export const intro = style({
  marginTop: `calc(-1 * ${space(2)})`,
  marginBottom: space(3),
  color: vars.color.textMuted,
  textAlign: 'center',
});
