/**
 * Sizes of the images the build draws from content: the link-preview card and the icons. Their
 * colours are the light mode's in src/styles/palette.ts.
 */

/** Open Graph / Twitter large card: 1200 x 630 (1.91:1). */
export const shareCard = {
  width: 1200,
  height: 630,
  padding: 72,
  monogramSize: 96,
  monogramRadius: 24,
  monogramFontSize: 44,
  monogramLetterSpacing: -1,
  nameFontSize: 76,
  nameLetterSpacing: -2,
  nameLineHeight: 1.05,
  titleFontSize: 36,
  titleLineHeight: 1.25,
  /** Below a clamped name or title, in em: Noto Sans Arabic's deepest tails reach 0.4 em under the baseline. */
  tailRoom: 0.3,
  maxChips: 5,
  chipFontSize: 24,
  chipPaddingY: 10,
  chipPaddingX: 22,
  chipGap: 14,
  chipRadius: 999,
  footerFontSize: 24,
  stripeHeight: 14,
  gap: 28,
} as const;

/** The favicon is drawn on this square and scales as SVG. */
export const favicon = { size: 64, radius: 14, fontSize: 30 } as const;

/** iOS home-screen icon: an opaque square, iOS rounds the corners itself. */
export const touchIcon = { size: 180, fontSize: 80 } as const;

/** Inter weights the images use (files from @fontsource/inter). */
export const shareFontWeights = { regular: 400, semibold: 600, heavy: 800 } as const;
