/**
 * Theme-independent design tokens (SPEC §9). Colours live in theme.css.ts; everything else that
 * has a size, a duration or a breakpoint lives here, once.
 */

/** Base spacing unit in px (SPEC §9: base spacing 8 px). */
export const SPACING_UNIT = 8;

/** A multiple of the 8 px grid, as a CSS length. */
export const space = (steps: number): string => `${steps * SPACING_UNIT}px`;

/** Breakpoint minimum widths in px (SPEC §9). */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** A `min-width` media query for a breakpoint. */
export const up = (bp: keyof typeof breakpoints): string => `screen and (min-width: ${breakpoints[bp]}px)`;
/** A `max-width` media query for just below a breakpoint. */
export const down = (bp: keyof typeof breakpoints): string => `screen and (max-width: ${breakpoints[bp] - 0.05}px)`;

export const GRID_COLUMNS = 12;

/** Page container max width: the "large" breakpoint. */
export const containerMaxWidth = `${breakpoints.lg}px`;

export const radius = { card: '12px', chip: '999px', small: '8px' } as const;

export const fontFamily = "'Inter Variable', Inter, Roboto, Helvetica, Arial, sans-serif";

export const fontSize = {
  xs: '0.8125rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  h3: '1.25rem',
  h2: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
  h1: 'clamp(2rem, 1.5rem + 2.4vw, 3.25rem)',
} as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700', heavy: '800' } as const;

export const lineHeight = { tight: '1.2', body: '1.6' } as const;

export const button = { fontWeight: fontWeight.semibold, padding: '10px 24px', textTransform: 'none' } as const;

export const scrollbarWidth = '10px';

/** Colour changes take 0.3 s (SPEC §9). */
export const colorTransition = '0.3s ease';
export const colorTransitionProperties = 'background-color, color, border-color, box-shadow, fill, stroke';
/** A `transition` value that fades every colour property over the colour-change time. */
export const colorFade = colorTransitionProperties
  .split(', ')
  .map((property) => `${property} ${colorTransition}`)
  .join(', ');

/** Cards and papers lift slightly on hover. */
export const hoverLift = 'translateY(-4px)';
export const liftTransition = '0.25s ease';

export const appBarHeight = '64px';
export const focusRingWidth = '3px';
export const progressBarHeight = '8px';

/** Portrait display size in px; the image pipeline builds 1x and 2x variants of it. */
export const portraitSize = 320;

export const zIndex = { appBar: 1100, menu: 1200, notice: 1400, skipLink: 1500 } as const;

/** Elevation levels 0 to 24: a shadow for each, stronger as the level rises. */
export const ELEVATION_LEVELS = 25;
