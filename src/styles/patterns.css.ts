import { style, styleVariants } from '@vanilla-extract/css';
import { type ColorRole, colorRoles } from './roles';
import { vars } from './theme.css';
import { colorFade, colorTransition, fontSize, fontWeight, liftFade, lineHeight, radius, space } from './tokens';

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

/**
 * A long word ("Veröffentlichungen" in a heading on a phone) breaks at a syllable, with a hyphen,
 * where the reader's browser knows the words' language (`lang`); elsewhere `overflow-wrap` still
 * breaks it anywhere. Only words of 12 letters or more, split 5 letters in at least: a shorter
 * one ("Experience") moves to the next line whole, as it would without hyphens.
 */
export const longWords = { hyphens: 'auto', hyphenateLimitChars: '12 5 5' } as const;

/**
 * The raised box a card and a contact tile share: the surface colour inside a hairline border,
 * the card's radius and shadow, and the fade for the lift their hover gives them (onHoverLift).
 */
export const raisedBox = {
  borderRadius: radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  transition: liftFade,
};

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

/** A page's one h1: the home page's greeting and every other page's heading. */
export const pageHeading = style({
  fontSize: fontSize.h1,
  fontWeight: fontWeight.heavy,
  lineHeight: lineHeight.tight,
  letterSpacing: '-0.02em',
  outline: 'none',
});

/** A small uppercase label over a fact, e.g. "Client" or "Category". */
export const factLabel = style({
  transition: colorFade,
  color: vars.color.textMuted,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

/** A square outlined button in the top bar holding one icon: the menu and the colour-mode toggle. */
export const topBarButton = style({
  display: 'inline-grid',
  // A long name beside it wraps; the button keeps its size.
  flexShrink: 0,
  placeItems: 'center',
  width: space(5),
  height: space(5),
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
});
