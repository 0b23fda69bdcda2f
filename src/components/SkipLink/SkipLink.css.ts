import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { radius, space, zIndex } from '@/styles/tokens';

export const root = style({
  '@media': { print: { display: 'none' } },
  position: 'fixed',
  top: space(1),
  insetInlineStart: space(1),
  zIndex: zIndex.skipLink,
  padding: `${space(1)} ${space(2)}`,
  borderRadius: radius.small,
  background: vars.color.primaryStrong,
  color: vars.color.onPrimary,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
