import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { COLOR_ROLES } from '@/content/model';
import { type Accent, palette } from './palette';
import type { ColorRole } from './roles';

const accentContract = { solid: '', text: '', soft: '' };

/**
 * The theme contract: every colour the UI uses, named by role, as CSS variables. Both modes of
 * palette.ts fill it, so a missing token is a type error, not a blank colour in one mode.
 */
export const vars = createThemeContract({
  color: {
    brandPrimary: '',
    brandSecondary: '',
    background: '',
    surface: '',
    surfaceMuted: '',
    text: '',
    textMuted: '',
    border: '',
    primaryStrong: '',
    onPrimary: '',
    focusRing: '',
    appBar: '',
    appBarScrolled: '',
    track: '',
    scrollbarThumb: '',
  },
  accent: Object.fromEntries(COLOR_ROLES.map((role) => [role, accentContract])) as Record<ColorRole, Accent>,
  shadow: { card: '', cardHover: '', appBar: '', appBarScrolled: '', menu: '' },
});

// Light is the default; the inline boot script (src/lib/theme-storage.ts, put into every page by
// scripts/vite/theme-boot.ts) sets data-theme before first paint.
createGlobalTheme(':root', vars, palette.light);
createGlobalTheme(':root[data-theme="dark"]', vars, palette.dark);
