import { THEME_SWITCH_ATTRIBUTE } from './loader-attributes';
import { applyThemeMode, type ThemeMode, writeThemeMode } from './theme-storage';

// The <html data-theme> attribute is the source of truth: the boot script sets it before paint.
const listeners = new Set<() => void>();

export function subscribeThemeMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getThemeMode(): ThemeMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** The prerendered HTML is always built in light mode; the client corrects it after hydration. */
export const getServerThemeMode = (): ThemeMode => 'light';

/** Switches the mode for this visit and saves it when storage allows. */
export function setThemeMode(mode: ThemeMode): void {
  // Colours change at once: fading every element's colours restyled the whole page on each frame
  // for 0.3 s, which made a phone's tap feel slow. Hover fades come back after this frame.
  const root = document.documentElement;
  root.setAttribute(THEME_SWITCH_ATTRIBUTE, '');
  requestAnimationFrame(() => setTimeout(() => root.removeAttribute(THEME_SWITCH_ATTRIBUTE)));
  applyThemeMode(mode);
  writeThemeMode(mode);
  for (const listener of listeners) listener();
}
