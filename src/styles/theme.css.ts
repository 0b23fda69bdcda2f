import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { COLOR_ROLES } from '@/content/model';
import type { ColorRole } from './roles';

/** One accent role: `solid` for bars and borders (3:1), `text` for words (4.5:1), `soft` for tints. */
type Accent = { solid: string; text: string; soft: string };

const accentContract = { solid: '', text: '', soft: '' };

/**
 * The theme contract: every colour the UI uses, named by role. Both themes fill it, so a missing
 * token is a type error, not a blank colour in one mode.
 */
export const vars = createThemeContract({
  color: {
    /** The spec's brand values, for decoration only: some fail AA as text or under white text. */
    brandPrimary: '',
    brandSecondary: '',
    background: '',
    surface: '',
    surfaceMuted: '',
    text: '',
    textMuted: '',
    border: '',
    /** Filled buttons: a background that carries `onPrimary` text at AA. */
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

type Theme = {
  color: Record<keyof typeof vars.color, string>;
  accent: Record<ColorRole, Accent>;
  shadow: Record<keyof typeof vars.shadow, string>;
};

export const lightTheme: Theme = {
  color: {
    brandPrimary: '#6366F1',
    brandSecondary: '#10B981',
    background: '#F9FAFB',
    surface: '#FFFFFF',
    surfaceMuted: '#F3F4F6',
    text: '#111827',
    textMuted: '#4B5563',
    border: '#E5E7EB',
    primaryStrong: '#4F46E5',
    onPrimary: '#FFFFFF',
    focusRing: '#4F46E5',
    appBar: 'rgba(249, 250, 251, 0.85)',
    appBarScrolled: 'rgba(255, 255, 255, 0.97)',
    track: '#E5E7EB',
    scrollbarThumb: '#9CA3AF',
  },
  accent: {
    primary: { solid: '#6366F1', text: '#4F46E5', soft: 'rgba(99, 102, 241, 0.1)' },
    secondary: { solid: '#059669', text: '#047857', soft: 'rgba(16, 185, 129, 0.1)' },
    info: { solid: '#0284C7', text: '#0369A1', soft: 'rgba(2, 132, 199, 0.1)' },
    success: { solid: '#16A34A', text: '#166534', soft: 'rgba(22, 163, 74, 0.1)' },
    warning: { solid: '#D97706', text: '#92400E', soft: 'rgba(217, 119, 6, 0.1)' },
    error: { solid: '#DC2626', text: '#B91C1C', soft: 'rgba(220, 38, 38, 0.1)' },
  },
  shadow: {
    card: '0 1px 3px rgba(17, 24, 39, 0.08), 0 1px 2px rgba(17, 24, 39, 0.04)',
    cardHover: '0 12px 24px -6px rgba(17, 24, 39, 0.14), 0 4px 8px -4px rgba(17, 24, 39, 0.08)',
    appBar: 'none',
    appBarScrolled: '0 2px 12px rgba(17, 24, 39, 0.1)',
    menu: '0 16px 32px -8px rgba(17, 24, 39, 0.24)',
  },
};

export const darkTheme: Theme = {
  color: {
    brandPrimary: '#818CF8',
    brandSecondary: '#34D399',
    background: '#0F172A',
    surface: '#1E293B',
    surfaceMuted: '#273449',
    text: '#F9FAFB',
    textMuted: '#CBD5E1',
    border: '#334155',
    primaryStrong: '#818CF8',
    onPrimary: '#0F172A',
    focusRing: '#A5B4FC',
    appBar: 'rgba(15, 23, 42, 0.85)',
    appBarScrolled: 'rgba(30, 41, 59, 0.97)',
    track: '#334155',
    scrollbarThumb: '#64748B',
  },
  accent: {
    primary: { solid: '#818CF8', text: '#A5B4FC', soft: 'rgba(129, 140, 248, 0.16)' },
    secondary: { solid: '#34D399', text: '#6EE7B7', soft: 'rgba(52, 211, 153, 0.14)' },
    info: { solid: '#38BDF8', text: '#7DD3FC', soft: 'rgba(56, 189, 248, 0.14)' },
    success: { solid: '#4ADE80', text: '#86EFAC', soft: 'rgba(74, 222, 128, 0.14)' },
    warning: { solid: '#FBBF24', text: '#FCD34D', soft: 'rgba(251, 191, 36, 0.14)' },
    error: { solid: '#F87171', text: '#FCA5A5', soft: 'rgba(248, 113, 113, 0.14)' },
  },
  shadow: {
    card: '0 1px 3px rgba(0, 0, 0, 0.4)',
    cardHover: '0 12px 24px -6px rgba(0, 0, 0, 0.6), 0 4px 8px -4px rgba(0, 0, 0, 0.4)',
    appBar: 'none',
    appBarScrolled: '0 2px 16px rgba(0, 0, 0, 0.5)',
    menu: '0 16px 32px -8px rgba(0, 0, 0, 0.7)',
  },
};

// Light is the default; the inline boot script (src/lib/theme-storage.ts, put into every page by
// scripts/vite/theme-boot.ts) sets data-theme before first paint.
createGlobalTheme(':root', vars, lightTheme);
createGlobalTheme(':root[data-theme="dark"]', vars, darkTheme);
