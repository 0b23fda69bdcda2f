import { style, styleVariants } from '@vanilla-extract/css';
import { type ColorRole, colorRoles } from './roles';
import { vars } from './theme.css';
import { colorFade, colorTransition, fontSize, fontWeight, radius, space } from './tokens';

/** A rounded square tinted in a colour role, holding an icon (skills, certificates, contact). */
const badge = (steps: number) =>
  styleVariants(colorRoles, (role: ColorRole) => ({
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: space(steps),
    height: space(steps),
    borderRadius: radius.card,
    background: vars.accent[role].soft,
    color: vars.accent[role].text,
    transition: `background-color ${colorTransition}, color ${colorTransition}`,
  }));

export const iconBadge = badge(6);
export const iconBadgeSmall = badge(5.5);

/** A small uppercase heading inside a card, e.g. "Key features". */
export const eyebrow = style({
  transition: colorFade,
  marginTop: space(1),
  fontSize: fontSize.sm,
  fontWeight: fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** A list whose items start with an icon, e.g. achievements and features. */
export const iconList = style({ display: 'grid', gap: space(1.25), padding: 0, listStyle: 'none' });

export const iconListItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: space(1.25),
  alignItems: 'start',
});
