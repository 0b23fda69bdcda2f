import { style, styleVariants } from '@vanilla-extract/css';
import { type ColorRole, colorRoles } from '@/styles/roles';
import { vars } from '@/styles/theme.css';
import { contentMaxWidth, space, up } from '@/styles/tokens';

const dotSize = space(2);
const lineOffset = `calc(${dotSize} / 2 - 1px)`;

export const list = style({
  maxWidth: contentMaxWidth,
  width: '100%',
  position: 'relative',
  display: 'grid',
  gap: space(4),
  // An ordered list's own padding is only at its start, replaced below.
  marginBlock: 0,
  marginInline: 'auto',
  listStyle: 'none',
  paddingInlineStart: space(4),
  '@media': { [up('md')]: { paddingInlineStart: space(5) } },
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: space(1),
      bottom: space(1),
      insetInlineStart: lineOffset,
      width: '2px',
      borderRadius: '2px',
      background: `linear-gradient(${vars.color.brandPrimary}, ${vars.color.brandSecondary})`,
    },
  },
});

export const item = style({ position: 'relative' });

const dotBase = style({
  position: 'absolute',
  top: space(3.5),
  insetInlineStart: `calc(-1 * ${space(4)})`,
  width: dotSize,
  height: dotSize,
  borderRadius: '50%',
  border: `3px solid ${vars.color.background}`,
  '@media': { [up('md')]: { insetInlineStart: `calc(-1 * ${space(5)})` } },
});

export const dot = styleVariants(colorRoles, (role: ColorRole) => [
  dotBase,
  { background: vars.accent[role].solid, boxShadow: `0 0 0 2px ${vars.accent[role].solid}` },
]);
