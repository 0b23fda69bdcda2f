import { style } from '@vanilla-extract/css';
import { appBarHeight, containerMaxWidth, space, up } from '@/styles/tokens';

export const root = style({
  maxWidth: containerMaxWidth,
  margin: '0 auto',
  padding: `calc(${appBarHeight} + ${space(4)}) ${space(2)} ${space(8)}`,
  '@media': {
    [up('sm')]: { paddingInline: space(3) },
    [up('md')]: { paddingTop: `calc(${appBarHeight} + ${space(8)})` },
  },
});
