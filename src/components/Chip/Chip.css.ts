import { style, styleVariants } from '@vanilla-extract/css';
import { type ColorRole, colorRoles } from '@/styles/roles';
import { vars } from '@/styles/theme.css';
import { colorTransition, fontSize, fontWeight, radius, space } from '@/styles/tokens';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(1),
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(0.75),
  padding: `${space(0.5)} ${space(1.5)}`,
  borderRadius: radius.chip,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  lineHeight: 1.5,
  border: '1px solid transparent',
  transition: `background-color ${colorTransition}, color ${colorTransition}`,
});

export const tone = styleVariants(colorRoles, (role: ColorRole) => [
  base,
  { background: vars.accent[role].soft, color: vars.accent[role].text },
]);

export const outlined = style([
  base,
  { background: 'transparent', borderColor: vars.color.border, color: vars.color.text, fontSize: fontSize.xs },
]);
