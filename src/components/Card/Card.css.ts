import { style } from '@vanilla-extract/css';
import { onHoverLift } from '@/styles/hover';
import { vars } from '@/styles/theme.css';
import { liftFade, radius, space } from '@/styles/tokens';

export const root = style({
  position: 'relative',
  padding: space(3),
  borderRadius: radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  transition: liftFade,
  '@media': {
    ...onHoverLift({ boxShadow: vars.shadow.cardHover }),
    // On paper: whole cards only, outlined instead of shadowed.
    print: { breakInside: 'avoid', boxShadow: 'none' },
  },
});
