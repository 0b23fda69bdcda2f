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
  display: 'block',
  width: '100%',
  height: progressBarHeight,
  borderRadius: radius.chip,
  background: vars.color.track,
  overflow: 'hidden',
  // Browsers drop backgrounds when printing; the track is part of the reading, so keep it.
  '@media': { print: { printColorAdjust: 'exact', border: `1px solid ${vars.color.border}` } },
});

// Rounded ends for the fill: half the bar's height.
const fillBase = style({ rx: `calc(${progressBarHeight} / 2)`, ry: `calc(${progressBarHeight} / 2)` });

export const tone = styleVariants(colorRoles, (role: ColorRole) => [fillBase, { fill: vars.accent[role].solid }]);
