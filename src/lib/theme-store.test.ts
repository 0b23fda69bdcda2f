import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_SWITCH_ATTRIBUTE } from './loader-attributes';
import { getThemeMode, setThemeMode } from './theme-store';

describe('setThemeMode', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete document.documentElement.dataset.theme;
  });

  it('switches colours without fades for one frame, then lets hover fades back', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const root = document.documentElement;
    setThemeMode('dark');
    expect(getThemeMode()).toBe('dark');
    expect(root.hasAttribute(THEME_SWITCH_ATTRIBUTE)).toBe(true);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(root.hasAttribute(THEME_SWITCH_ATTRIBUTE)).toBe(false);
    expect(getThemeMode()).toBe('dark');
  });
});
