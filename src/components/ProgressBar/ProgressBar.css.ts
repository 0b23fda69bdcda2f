import { style, styleVariants } from '@vanilla-extract/css';
import { type ColorRole, colorRoles } from '@/styles/roles';
import { vars } from '@/styles/theme.css';
import { fontSize, fontWeight, progressBarHeight, radius, space } from '@/styles/tokens';

export const root = style({ display: 'grid', gap: space(0.75) });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space(1),
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
});

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  height: progressBarHeight,
  borderRadius: radius.chip,
  background: vars.color.track,
  overflow: 'hidden',
});

const fillBase = style({ height: '100%', borderRadius: radius.chip });

export const tone = styleVariants(colorRoles, (role: ColorRole) => [fillBase, { background: vars.accent[role].solid }]);

// One class per whole percent: the CSP forbids inline style attributes in the prerendered HTML.
export const width = styleVariants(
  Object.fromEntries(Array.from({ length: 101 }, (_, percent) => [percent, `${percent}%`])) as Record<number, string>,
  (percent) => ({ width: percent }),
);
