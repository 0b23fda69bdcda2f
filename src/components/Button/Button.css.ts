import { style, styleVariants } from '@vanilla-extract/css';
import { onHover } from '@/styles/hover';
import { vars } from '@/styles/theme.css';
import { button, colorTransition, fontSize, liftTransition, radius, space } from '@/styles/tokens';

// Lifts under a pointer, but not while pressed or disabled.
const lift = onHover({ transform: 'translateY(-1px)' }, '&:hover:not(:active, :disabled)');

const base = style({
  // On paper a button-styled link is a plain link, its address written after it (print.css.ts).
  '@media': {
    ...lift,
    print: { background: 'none !important', border: 'none', boxShadow: 'none', padding: 0, color: vars.color.text },
  },
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space(1),
  padding: button.padding,
  borderRadius: radius.card,
  border: '1px solid transparent',
  fontSize: fontSize.md,
  fontWeight: button.fontWeight,
  textTransform: button.textTransform,
  lineHeight: 1.5,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${colorTransition}, color ${colorTransition}, border-color ${colorTransition}, box-shadow ${colorTransition}, transform ${liftTransition}`,
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const variant = styleVariants({
  contained: [
    base,
    {
      background: vars.color.primaryStrong,
      color: vars.color.onPrimary,
      boxShadow: vars.shadow.card,
      '@media': onHover({ boxShadow: vars.shadow.cardHover }),
    },
  ],
  outlined: [
    base,
    {
      background: vars.color.surface,
      color: vars.accent.primary.text,
      borderColor: vars.accent.primary.solid,
      '@media': onHover({ background: vars.accent.primary.soft }),
    },
  ],
  text: [
    base,
    {
      background: 'transparent',
      color: vars.accent.primary.text,
      paddingInline: space(1.5),
      '@media': onHover({ background: vars.accent.primary.soft }),
    },
  ],
});
