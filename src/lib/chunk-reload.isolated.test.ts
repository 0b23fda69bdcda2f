import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A window whose address is `href`, whose reloads are counted, and a router in the given state. */
async function setup(state: { isLoading: boolean; resolvedLocation?: object }, href = 'https://site.test/skills') {
  vi.resetModules();
  const { reloadOnFailedChunks, isReloading } = await import('./chunk-reload');
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, { location: { href, reload } }) as unknown as Window;
  reloadOnFailedChunks({ state } as unknown as AnyRouter, win);
  const fail = () => win.dispatchEvent(new Event('vite:preloadError'));
  return { fail, reload, isReloading };
}

describe('a module that fails to load', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('never reloads the first load: the prerendered page stays on screen', async () => {
    const { fail, reload, isReloading } = await setup({ isLoading: true });
    fail();
    expect(reload).not.toHaveBeenCalled();
    expect(isReloading()).toBe(false);
  });

  it('loads the page being navigated to in full, once per address in a visit', async () => {
    const first = await setup({ isLoading: true, resolvedLocation: {} });
    first.fail();
    first.fail();
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(first.isReloading()).toBe(true);
    // The fresh document of the same visit: sessionStorage remembers the reload.
    const again = await setup({ isLoading: true, resolvedLocation: {} });
    again.fail();
    expect(again.reload).not.toHaveBeenCalled();
  });

  it('leaves a failed preload on hover for the click to retry', async () => {
    const { fail, reload } = await setup({ isLoading: false, resolvedLocation: {} });
    fail();
    expect(reload).not.toHaveBeenCalled();
  });

  it('still reloads only once where storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { fail, reload } = await setup({ isLoading: true, resolvedLocation: {} });
    fail();
    fail();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
