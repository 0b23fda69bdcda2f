import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { colorFade, contentMaxWidth, fontSize, space, up } from '@/styles/tokens';

export const section = style({ maxWidth: contentMaxWidth, marginInline: 'auto' });

export const card = style({
  display: 'grid',
  gap: space(2),
  fontSize: fontSize.md,
  '@media': { [up('sm')]: { padding: space(4), fontSize: fontSize.lg } },
});

export const paragraph = style({ color: vars.color.textMuted, transition: colorFade });
