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

/** The `<meta name="theme-color">` the prerender writes, with each mode's colour in `data-light` and `data-dark`. */
const THEME_COLOR_META = 'meta[name="theme-color"]';

/**
 * Applies the mode to the document, the one place the theme attribute is written after load, and
 * gives the browser's address bar the same mode's colour.
 */
export function applyThemeMode(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = mode;
  const meta = root.ownerDocument.querySelector<HTMLMetaElement>(THEME_COLOR_META);
  const color = meta?.dataset[mode];
  if (meta && color) meta.content = color;
}

/**
 * The pre-paint script inlined at the end of every page's <head>, after the theme-color meta: "dark"
 * stored means dark, anything else light, so a dark visitor never sees a light flash, nor a light
 * address bar; the CSP allows it by hash. Reading `localStorage` is inside the try, since the
 * property itself throws when site data is blocked.
 */
export const THEME_BOOT_SCRIPT = `try{if(localStorage.getItem('${THEME_STORAGE_KEY}')==='dark'){document.documentElement.dataset.theme='dark';var m=document.querySelector('${THEME_COLOR_META}');if(m&&m.dataset.dark)m.content=m.dataset.dark}}catch(e){}`;
