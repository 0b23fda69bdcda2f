import { style } from '@vanilla-extract/css';
import { canHover, onHover } from '@/styles/hover';
import { vars } from '@/styles/theme.css';
import { colorTransition, hoverLift, liftTransition, radius, space } from '@/styles/tokens';

export const root = style({
  position: 'relative',
  padding: space(3),
  borderRadius: radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  transition: `transform ${liftTransition}, box-shadow ${liftTransition}, background-color ${colorTransition}, border-color ${colorTransition}`,
  '@media': {
    ...onHover({ transform: hoverLift, boxShadow: vars.shadow.cardHover }),
    [`${canHover} and (prefers-reduced-motion: reduce)`]: { selectors: { '&:hover': { transform: 'none' } } },
    // On paper: whole cards only, outlined instead of shadowed.
    print: { breakInside: 'avoid', boxShadow: 'none' },
  },
});
