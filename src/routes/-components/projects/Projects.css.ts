import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { contentMaxWidth, fontSize, space } from '@/styles/tokens';

export const list = style({
  maxWidth: contentMaxWidth,
  marginInline: 'auto',
  display: 'grid',
  gap: space(4),
  padding: 0,
  listStyle: 'none',
});

/** The sentence a page shows when its owner has nothing to list yet. */
export const empty = style({
  padding: space(4),
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: fontSize.lg,
});
