import { style } from '@vanilla-extract/css';
import { space } from '@/styles/tokens';

export const list = style({
  display: 'grid',
  gap: space(4),
  padding: 0,
  listStyle: 'none',
});
