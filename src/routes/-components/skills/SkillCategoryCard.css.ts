import { style, styleVariants } from '@vanilla-extract/css';
import { iconBadge } from '@/styles/patterns.css';
import { type ColorRole, colorRoles } from '@/styles/roles';
import { vars } from '@/styles/theme.css';
import { colorTransition, fontSize, fontWeight, lineHeight, space, up } from '@/styles/tokens';

export const grid = style({
  display: 'grid',
  gap: space(3),
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const root = style({ height: '100%', '@media': { [up('sm')]: { padding: space(4) } } });

export const header = style({ display: 'flex', alignItems: 'center', gap: space(2), marginBottom: space(3) });

export const badge = iconBadge;

export const title = styleVariants(colorRoles, (role: ColorRole) => ({
  fontSize: fontSize.h3,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  color: vars.accent[role].text,
  transition: `color ${colorTransition}`,
}));

export const skills = style({ display: 'grid', gap: space(2.25), padding: 0, margin: 0, listStyle: 'none' });
