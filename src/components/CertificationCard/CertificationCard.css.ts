import { style } from '@vanilla-extract/css';
import { iconBadge } from '@/styles/patterns.css';
import { vars } from '@/styles/theme.css';
import { fontSize, fontWeight, lineHeight, space } from '@/styles/tokens';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${space(40)}), 1fr))`,
  gap: space(3),
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const cell = style({ display: 'flex', minWidth: 0 });

export const root = style({ display: 'flex', flexDirection: 'column', gap: space(2), width: '100%', minWidth: 0 });

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: space(2) });

export const badge = iconBadge;

export const heading = style({ display: 'grid', gap: space(0.5), minWidth: 0 });

export const title = style({
  fontSize: fontSize.lg,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  // 'anywhere', not 'break-word': only it lets a grid or flex item shrink below its longest word.
  overflowWrap: 'anywhere',
});

export const provider = style({ color: vars.color.textMuted, fontSize: fontSize.sm, fontWeight: fontWeight.medium });

export const date = style({
  display: 'flex',
  alignItems: 'center',
  gap: space(1),
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const action = style({ alignSelf: 'flex-start', marginTop: 'auto' });
