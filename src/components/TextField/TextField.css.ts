import { style } from '@vanilla-extract/css';
import { onHover } from '@/styles/hover';
import { vars } from '@/styles/theme.css';
import { colorTransition, fontSize, fontWeight, lineHeight, radius, space } from '@/styles/tokens';

// Input borders need 3:1 against the card (WCAG 1.4.11); the theme's hairline border is decorative.
const inputBorder = `color-mix(in srgb, ${vars.color.textMuted} 70%, transparent)`;

export const root = style({ display: 'grid', gap: space(0.75), minWidth: 0 });

export const label = style({ fontSize: fontSize.sm, fontWeight: fontWeight.semibold });

export const requiredMark = style({ color: vars.accent.error.text });

export const control = style({
  width: '100%',
  minWidth: 0,
  padding: `${space(1.5)} ${space(1.75)}`,
  border: `1px solid ${inputBorder}`,
  borderRadius: radius.small,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: fontSize.md,
  lineHeight: lineHeight.body,
  transition: `border-color ${colorTransition}, background-color ${colorTransition}, box-shadow ${colorTransition}`,
  '@media': onHover({ borderColor: vars.color.textMuted }, '&:hover:not(:focus-visible)'),
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.accent.primary.solid,
      boxShadow: `0 0 0 3px ${vars.color.focusRing}`,
    },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const textarea = style({ resize: 'vertical', minHeight: space(12) });
