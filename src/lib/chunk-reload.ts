import type { AnyRouter } from '@tanstack/react-router';

const STORAGE_PREFIX = 'portfolio:reloaded:';
const reloadedHere = new Set<string>();
let reloading = false;

/** True once a full load is on its way: error views stay empty rather than flash meanwhile. */
export const isReloading = (): boolean => reloading;

/**
 * Claims the one full load a URL may have. sessionStorage remembers it across that load; where
 * storage is blocked only this document remembers, so then only a failed client-side navigation
 * may claim it: the freshly loaded page never reloads itself, and nothing can loop.
 */
function claimReload(url: string, afterNavigation: boolean): boolean {
  if (reloadedHere.has(url)) return false;
  try {
    const storage = window.sessionStorage;
    if (storage.getItem(STORAGE_PREFIX + url)) return false;
    storage.setItem(STORAGE_PREFIX + url, '1');
  } catch {
    if (!afterNavigation) return false;
  }
  reloadedHere.add(url);
  return true;
}

/**
 * When a module of the page being opened fails to load (a flaky network, or a redeploy that
 * removed the old hashed files), loads that page in full instead: it is prerendered, so it shows
 * either way. Vite reports every failed dynamic import as `vite:preloadError`; one that fails while
 * no page is loading (a preload on hover) is left for the click to retry.
 */
export function reloadOnFailedChunks(router: AnyRouter, win: Window = window): void {
  win.addEventListener('vite:preloadError', () => {
    const { isLoading, resolvedLocation } = router.state;
    // The router has already moved the address to the page being opened; a resolved location
    // means this is a navigation, not the first load.
    if (!isLoading || !claimReload(win.location.href, !!resolvedLocation)) return;
    reloading = true;
    win.location.reload();
  });
}
