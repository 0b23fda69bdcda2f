/**
 * Every colour of the product, as plain data: the site's themes (theme.css.ts), the printed résumé,
 * the share image, the icons and the address bar's theme-color all read it. No vanilla-extract
 * here, so Node reads it as it is. Each hex value is written once, in `swatch`; tints are derived.
 */
import type { ColorRole } from './roles';

/** The swatches the themes pick from (Tailwind's names; `slate750` sits between 700 and 800). */
const swatch = {
  white: '#FFFFFF',
  gray50: '#F9FAFB',
  gray100: '#F3F4F6',
  gray200: '#E5E7EB',
  gray400: '#9CA3AF',
  gray600: '#4B5563',
  gray900: '#111827',
  slate300: '#CBD5E1',
  slate500: '#64748B',
  slate700: '#334155',
  slate750: '#273449',
  slate800: '#1E293B',
  slate900: '#0F172A',
  indigo300: '#A5B4FC',
  indigo400: '#818CF8',
  indigo500: '#6366F1',
  indigo600: '#4F46E5',
  emerald300: '#6EE7B7',
  emerald400: '#34D399',
  emerald500: '#10B981',
  emerald600: '#059669',
  emerald700: '#047857',
  sky300: '#7DD3FC',
  sky400: '#38BDF8',
  sky600: '#0284C7',
  sky700: '#0369A1',
  green300: '#86EFAC',
  green400: '#4ADE80',
  green600: '#16A34A',
  green800: '#166534',
  amber300: '#FCD34D',
  amber400: '#FBBF24',
  amber600: '#D97706',
  amber800: '#92400E',
  red300: '#FCA5A5',
  red400: '#F87171',
  red600: '#DC2626',
  red700: '#B91C1C',
} as const;

/** A swatch at `alpha` opacity, as `rgba(r, g, b, alpha)`. */
function tint(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** One accent role: `solid` for bars and borders (3:1), `text` for words (4.5:1), `soft` for tints. */
export type Accent = { solid: string; text: string; soft: string };

/** One colour mode: every colour the UI uses, named by role. */
export type Theme = {
  color: {
    /** The spec's brand values, for decoration only: some fail AA as text or under white text. */
    brandPrimary: string;
    brandSecondary: string;
    background: string;
    surface: string;
    surfaceMuted: string;
    text: string;
    textMuted: string;
    border: string;
    /** Filled buttons: a background that carries `onPrimary` text at AA. */
    primaryStrong: string;
    onPrimary: string;
    focusRing: string;
    appBar: string;
    appBarScrolled: string;
    track: string;
    scrollbarThumb: string;
  };
  accent: Record<ColorRole, Accent>;
  shadow: { card: string; cardHover: string; appBar: string; appBarScrolled: string; menu: string };
};

const ink = (alpha: number) => tint(swatch.gray900, alpha);
const black = (alpha: number) => `rgba(0, 0, 0, ${alpha})`;

const light: Theme = {
  color: {
    brandPrimary: swatch.indigo500,
    brandSecondary: swatch.emerald500,
    background: swatch.gray50,
    surface: swatch.white,
    surfaceMuted: swatch.gray100,
    text: swatch.gray900,
    textMuted: swatch.gray600,
    border: swatch.gray200,
    primaryStrong: swatch.indigo600,
    onPrimary: swatch.white,
    focusRing: swatch.indigo600,
    appBar: tint(swatch.gray50, 0.85),
    appBarScrolled: tint(swatch.white, 0.97),
    track: swatch.gray200,
    scrollbarThumb: swatch.gray400,
  },
  accent: {
    primary: { solid: swatch.indigo500, text: swatch.indigo600, soft: tint(swatch.indigo500, 0.1) },
    secondary: { solid: swatch.emerald600, text: swatch.emerald700, soft: tint(swatch.emerald500, 0.1) },
    info: { solid: swatch.sky600, text: swatch.sky700, soft: tint(swatch.sky600, 0.1) },
    success: { solid: swatch.green600, text: swatch.green800, soft: tint(swatch.green600, 0.1) },
    warning: { solid: swatch.amber600, text: swatch.amber800, soft: tint(swatch.amber600, 0.1) },
    error: { solid: swatch.red600, text: swatch.red700, soft: tint(swatch.red600, 0.1) },
  },
  shadow: {
    card: `0 1px 3px ${ink(0.08)}, 0 1px 2px ${ink(0.04)}`,
    cardHover: `0 12px 24px -6px ${ink(0.14)}, 0 4px 8px -4px ${ink(0.08)}`,
    appBar: 'none',
    appBarScrolled: `0 2px 12px ${ink(0.1)}`,
    menu: `0 16px 32px -8px ${ink(0.24)}`,
  },
};

const dark: Theme = {
  color: {
    brandPrimary: swatch.indigo400,
    brandSecondary: swatch.emerald400,
    background: swatch.slate900,
    surface: swatch.slate800,
    surfaceMuted: swatch.slate750,
    text: swatch.gray50,
    textMuted: swatch.slate300,
    border: swatch.slate700,
    primaryStrong: swatch.indigo400,
    onPrimary: swatch.slate900,
    focusRing: swatch.indigo300,
    appBar: tint(swatch.slate900, 0.85),
    appBarScrolled: tint(swatch.slate800, 0.97),
    track: swatch.slate700,
    scrollbarThumb: swatch.slate500,
  },
  accent: {
    primary: { solid: swatch.indigo400, text: swatch.indigo300, soft: tint(swatch.indigo400, 0.16) },
    secondary: { solid: swatch.emerald400, text: swatch.emerald300, soft: tint(swatch.emerald400, 0.14) },
    info: { solid: swatch.sky400, text: swatch.sky300, soft: tint(swatch.sky400, 0.14) },
    success: { solid: swatch.green400, text: swatch.green300, soft: tint(swatch.green400, 0.14) },
    warning: { solid: swatch.amber400, text: swatch.amber300, soft: tint(swatch.amber400, 0.14) },
    error: { solid: swatch.red400, text: swatch.red300, soft: tint(swatch.red400, 0.14) },
  },
  shadow: {
    card: `0 1px 3px ${black(0.4)}`,
    cardHover: `0 12px 24px -6px ${black(0.6)}, 0 4px 8px -4px ${black(0.4)}`,
    appBar: 'none',
    appBarScrolled: `0 2px 16px ${black(0.5)}`,
    menu: `0 16px 32px -8px ${black(0.7)}`,
  },
};

/** Light is the default mode (the spec); dark is the visitor's choice. */
export const palette = { light, dark } as const;
