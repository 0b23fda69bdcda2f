import { style } from '@vanilla-extract/css';
import { onHover } from '@/styles/hover';
import { vars } from '@/styles/theme.css';
import { containerMaxWidth, fontSize, space } from '@/styles/tokens';

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(2),
  maxWidth: containerMaxWidth,
  margin: '0 auto',
  padding: `${space(3)} ${space(3)}`,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space(1)} ${space(2.5)}`,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const link = style({
  textDecoration: 'none',
  '@media': onHover({ color: vars.color.text, textDecoration: 'underline' }),
});
