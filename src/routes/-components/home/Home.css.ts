import { style } from '@vanilla-extract/css';
import { containerMaxWidth, space, up } from '@/styles/tokens';

export const root = style({
  maxWidth: containerMaxWidth,
  margin: '0 auto',
  padding: `${space(4)} ${space(2)} ${space(8)}`,
  '@media': {
    [up('sm')]: { paddingInline: space(3) },
    [up('md')]: { paddingTop: space(8) },
  },
});
