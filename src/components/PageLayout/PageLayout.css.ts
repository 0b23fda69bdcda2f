import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { appBarHeight, containerMaxWidth, fontSize, fontWeight, lineHeight, space, up } from '@/styles/tokens';

export const root = style({
  maxWidth: containerMaxWidth,
  margin: '0 auto',
  padding: `calc(${appBarHeight} + ${space(4)}) ${space(2)} ${space(8)}`,
  '@media': { [up('sm')]: { paddingInline: space(3) } },
});

export const header = style({ marginBottom: space(5), textAlign: 'center' });

export const heading = style({
  fontSize: fontSize.h1,
  fontWeight: fontWeight.heavy,
  lineHeight: lineHeight.tight,
  letterSpacing: '-0.02em',
  outline: 'none',
});

export const intro = style({
  marginTop: space(1.5),
  color: vars.color.textMuted,
  fontSize: fontSize.lg,
});
