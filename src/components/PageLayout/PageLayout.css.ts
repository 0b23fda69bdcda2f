import { style } from '@vanilla-extract/css';
import { pageHeading } from '@/styles/patterns.css';
import { vars } from '@/styles/theme.css';
import { containerMaxWidth, fontSize, space, up } from '@/styles/tokens';

export const root = style({
  maxWidth: containerMaxWidth,
  margin: '0 auto',
  padding: `${space(4)} ${space(2)} ${space(8)}`,
  '@media': { [up('sm')]: { paddingInline: space(3) } },
});

export const header = style({ marginBottom: space(5), textAlign: 'center' });

export const heading = pageHeading;

export const intro = style({
  marginTop: space(1.5),
  color: vars.color.textMuted,
  fontSize: fontSize.lg,
});
