import type { AnyRouter } from '@tanstack/react-router';

const STORAGE_PREFIX = 'portfolio:reloaded:';
const reloadedHere = new Set<string>();
let reloading = false;

/** True once a full load is on its way: error views stay empty rather than flash meanwhile. */
export const isReloading = (): boolean => reloading;

/**
 * Claims the one full load a URL may have in this visit. sessionStorage remembers it across that
 * load; where storage is blocked, this document does. Either way nothing can loop: only a
 * client-side navigation ever reloads, and a freshly loaded page has made none.
 */
function claimReload(url: string): boolean {
  if (reloadedHere.has(url)) return false;
  reloadedHere.add(url);
  try {
    const storage = window.sessionStorage;
    if (storage.getItem(STORAGE_PREFIX + url)) return false;
    storage.setItem(STORAGE_PREFIX + url, '1');
  } catch {
    // Storage blocked or full: this document's memory above is the guard.
  }
  return true;
}

/**
 * When a module of the page being navigated to fails to load (a flaky network, or a redeploy that
 * removed the old hashed files), loads that page in full instead, once: it is prerendered, so it
 * shows either way. The first load of a page never reloads: its prerendered HTML is already on
 * screen, and src/main.tsx leaves it as it is when a module fails. Vite reports every failed
 * dynamic import as `vite:preloadError`; one that fails while no page is loading (a preload on
 * hover) is left for the click to retry.
 */
export function reloadOnFailedChunks(router: AnyRouter, win: Window = window): void {
  win.addEventListener('vite:preloadError', () => {
    const { isLoading, resolvedLocation } = router.state;
    // The router has already moved the address to the page being opened; a resolved location
    // means this is a navigation, not the first load.
    if (!isLoading || !resolvedLocation || !claimReload(win.location.href)) return;
    reloading = true;
    win.location.reload();
  });
}
