import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { colorTransition, portraitSize, space } from '@/styles/tokens';

// A gradient ring in the two brand colours around a round photo.
export const frame = style({
  width: `min(100%, ${portraitSize}px)`,
  aspectRatio: '1',
  padding: space(0.75),
  borderRadius: '50%',
  background: `linear-gradient(135deg, ${vars.color.brandPrimary}, ${vars.color.brandSecondary})`,
  boxShadow: vars.shadow.cardHover,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: '50%',
  border: `${space(0.5)} solid ${vars.color.surface}`,
  background: vars.color.surfaceMuted,
  transition: `border-color ${colorTransition}`,
});
