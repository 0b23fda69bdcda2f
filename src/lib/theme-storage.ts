export type ThemeMode = 'light' | 'dark';

/** localStorage key for the chosen colour mode. */
export const THEME_STORAGE_KEY = 'themeMode';

/**
 * The browser's localStorage, or undefined. Reading the property itself throws a SecurityError
 * when the visitor blocks site data, so it is read inside a try, never as a default parameter.
 */
function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Saves the mode; returns false when storage refuses (private modes, blocked site data). */
export function writeThemeMode(mode: ThemeMode, storage: Pick<Storage, 'setItem'> | undefined = localStore()): boolean {
  try {
    storage?.setItem(THEME_STORAGE_KEY, mode);
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** Applies the mode to the document, the one place the theme attribute is written after load. */
export function applyThemeMode(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = mode;
}

/**
 * The pre-paint script inlined in every page's <head>: "dark" stored means dark, anything else
 * light, so a dark visitor never sees a light flash; the CSP allows it by hash. Reading `localStorage` is inside
 * the try, since the property itself throws when site data is blocked.
 */
export const THEME_BOOT_SCRIPT = `try{if(localStorage.getItem('${THEME_STORAGE_KEY}')==='dark')document.documentElement.dataset.theme='dark'}catch(e){}`;
