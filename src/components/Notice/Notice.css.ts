import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { onHover } from '@/styles/hover';
import { vars } from '@/styles/theme.css';
import { colorTransition, fontSize, fontWeight, liftTransition, radius, space, up, zIndex } from '@/styles/tokens';

// The severities the site uses: a sent message, and one too long to send.
const severities = { success: 'success', warning: 'warning' } as const;

export const region = style({
  position: 'fixed',
  insetInline: space(2),
  bottom: space(2),
  zIndex: zIndex.notice,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  '@media': { [up('sm')]: { bottom: space(3) } },
});

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${space(2)})` },
  to: { opacity: 1, transform: 'none' },
});

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: space(1.5),
  width: '100%',
  maxWidth: space(60),
  paddingBlock: space(1.5),
  paddingInline: `${space(2)} ${space(1)}`,
  borderRadius: radius.card,
  border: '1px solid',
  color: vars.color.text,
  boxShadow: vars.shadow.menu,
  pointerEvents: 'auto',
  animation: `${enter} ${liftTransition}`,
  transition: `background-color ${colorTransition}, color ${colorTransition}`,
});

// The tint is layered over the opaque surface so the text keeps its contrast in both modes.
export const notice = styleVariants(severities, (role) => [
  base,
  {
    borderColor: vars.accent[role].solid,
    background: `linear-gradient(${vars.accent[role].soft}, ${vars.accent[role].soft}), ${vars.color.surface}`,
  },
]);

export const icon = styleVariants(severities, (role) => ({ flexShrink: 0, color: vars.accent[role].text }));

export const text = style({ flex: 1, fontSize: fontSize.md, fontWeight: fontWeight.medium });

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: space(5),
  height: space(5),
  padding: 0,
  border: 0,
  borderRadius: radius.chip,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${colorTransition}, color ${colorTransition}`,
  '@media': onHover({ background: vars.color.surfaceMuted, color: vars.color.text }),
});
