import { style } from '@vanilla-extract/css';
import { onHover, onHoverLift } from '@/styles/hover';
import { iconBadgeSmall, raisedBox } from '@/styles/patterns.css';
import { vars } from '@/styles/theme.css';
import { colorTransition, fontSize, fontWeight, lineHeight, radius, space, up } from '@/styles/tokens';

export const card = style({ '@media': { [up('sm')]: { padding: space(4) } } });

export const cardTitle = style({
  marginBottom: space(3),
  fontSize: fontSize.h3,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
});

export const sectionTitle = style([cardTitle, { marginBottom: space(2) }]);

export const details = style({ display: 'grid', gap: space(2), padding: 0, margin: 0, listStyle: 'none' });

export const detail = style({ display: 'flex', alignItems: 'center', gap: space(2), minWidth: 0 });

export const detailIcon = iconBadgeSmall.primary;

export const detailText = style({ display: 'grid', minWidth: 0 });

export const detailLabel = style({ color: vars.color.textMuted, fontSize: fontSize.xs, fontWeight: fontWeight.medium });

export const detailValue = style({ fontWeight: fontWeight.semibold, overflowWrap: 'anywhere' });

export const link = style({
  textDecoration: 'none',
  '@media': onHover({ color: vars.accent.primary.text, textDecoration: 'underline' }),
});

export const social = style({ marginTop: space(4) });

export const tiles = style({
  display: 'grid',
  gap: space(2),
  padding: 0,
  margin: 0,
  listStyle: 'none',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${space(24)}), 1fr))`,
  // Every tile as tall as the tallest, so a description on two lines does not make the grid uneven.
  gridAutoRows: '1fr',
});

export const tileCell = style({ display: 'flex', minWidth: 0 });

// Icon and name sit at the top, so the names line up across a row.
export const tile = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space(1.5),
  width: '100%',
  padding: space(2),
  ...raisedBox,
  textDecoration: 'none',
  '@media': {
    ...onHoverLift({ boxShadow: vars.shadow.cardHover, borderColor: vars.accent.primary.solid }),
  },
});

export const tileIcon = iconBadgeSmall;

export const tileText = style({ display: 'grid', minWidth: 0 });

export const tileName = style({ fontWeight: fontWeight.semibold, lineHeight: lineHeight.tight });

export const tileDescription = style({
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.tight,
});

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space(2),
  marginTop: space(6),
  padding: space(3),
  borderRadius: radius.card,
  border: `1px solid ${vars.accent.success.solid}`,
  background: `linear-gradient(${vars.accent.success.soft}, ${vars.accent.success.soft}), ${vars.color.surface}`,
  boxShadow: vars.shadow.card,
  transition: `background-color ${colorTransition}, border-color ${colorTransition}`,
  '@media': { [up('sm')]: { padding: space(4), gap: space(2.5) } },
});

export const pulse = style({
  flexShrink: 0,
  width: space(1.5),
  height: space(1.5),
  marginTop: space(1),
  borderRadius: radius.chip,
  background: vars.accent.success.solid,
  boxShadow: `0 0 0 ${space(0.75)} ${vars.accent.success.soft}`,
});

export const bannerText = style({ display: 'grid', gap: space(1) });

export const bannerTitle = style({
  fontSize: fontSize.h3,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  color: vars.accent.success.text,
});

export const bannerBody = style({ color: vars.color.text });

export const resume = style({ marginTop: space(3), width: '100%' });
