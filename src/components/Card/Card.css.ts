import { style } from '@vanilla-extract/css';
import { onHoverLift } from '@/styles/hover';
import { raisedBox } from '@/styles/patterns.css';
import { vars } from '@/styles/theme.css';
import { space } from '@/styles/tokens';

export const root = style({
  position: 'relative',
  padding: space(3),
  ...raisedBox,
  '@media': {
    ...onHoverLift({ boxShadow: vars.shadow.cardHover }),
    // On paper: whole cards only, outlined instead of shadowed.
    print: { breakInside: 'avoid', boxShadow: 'none' },
  },
});
