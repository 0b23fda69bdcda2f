import type { StyleRule } from '@vanilla-extract/css';
import { hoverLift } from './tokens';

/** A pointer that hovers: a mouse or a trackpad, not a finger. */
export const canHover = '(hover: hover)';

type HoverStyle = NonNullable<StyleRule['selectors']>[string];

/**
 * A hover style for a style's `'@media'`, applied only where a pointer hovers. A phone keeps the
 * last element tapped as `:hover` until the next tap, so an unguarded hover style stayed on after a
 * tap (the theme toggle kept its accent border, a tapped card stayed lifted) and the tap also
 * restyled and started transitions for it. `selector` narrows it, e.g. not while pressed.
 */
export const onHover = (style: HoverStyle, selector = '&:hover') => ({
  [canHover]: { selectors: { [selector]: style } },
});

/**
 * A hover that lifts the element, as cards and tiles do, with the rest of `style`; a visitor who
 * asked for reduced motion gets the rest without the lift.
 */
export const onHoverLift = (style: HoverStyle) => ({
  ...onHover({ transform: hoverLift, ...style }),
  [`${canHover} and (prefers-reduced-motion: reduce)`]: { selectors: { '&:hover': { transform: 'none' } } },
});
