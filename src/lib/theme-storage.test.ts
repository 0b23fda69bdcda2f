import { beforeEach, describe, expect, it, vi } from 'vitest';
import { palette } from '@/styles/palette';
import { applyThemeMode, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY, writeThemeMode } from './theme-storage';

const throwingStorage = {
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

/** The mode a page opens in: what the boot script in its <head> applies before the first paint. */
function bootedMode() {
  document.documentElement.removeAttribute('data-theme');
  new Function(THEME_BOOT_SCRIPT)();
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

describe('theme storage', () => {
  beforeEach(() => localStorage.clear());

  it('is stored under the themeMode key', () => {
    expect(THEME_STORAGE_KEY).toBe('themeMode');
  });

  it('opens in light mode when nothing is stored', () => {
    expect(bootedMode()).toBe('light');
  });

  it('opens in a saved dark mode', () => {
    expect(writeThemeMode('dark')).toBe(true);
    expect(localStorage.getItem('themeMode')).toBe('dark');
    expect(bootedMode()).toBe('dark');
  });

  it('opens in light mode for anything else stored', () => {
    for (const stored of ['light', '"dark"; DROP TABLE', 'Dark', '']) {
      localStorage.setItem('themeMode', stored);
      expect(bootedMode()).toBe('light');
    }
  });

  it('reports a save that storage refuses', () => {
    expect(writeThemeMode('dark', throwingStorage)).toBe(false);
  });

  it('opens in light mode and saves safely when the localStorage property itself throws (site data blocked)', () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      expect(writeThemeMode('dark')).toBe(false);
      expect(bootedMode()).toBe('light');
    } finally {
      blocked.mockRestore();
    }
  });
});

describe('the address bar colour (theme-color)', () => {
  const light = palette.light.color.background;
  const dark = palette.dark.color.background;
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = `<meta name="theme-color" content="${light}" data-light="${light}" data-dark="${dark}">`;
  });
  const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

  it('stays light as the page opens, whatever the system prefers, unless dark was chosen', () => {
    bootedMode();
    expect(themeColor()).toBe(light);
    writeThemeMode('dark');
    bootedMode();
    expect(themeColor()).toBe(dark);
  });

  it('follows every switch of the mode', () => {
    applyThemeMode('dark');
    expect(themeColor()).toBe(dark);
    applyThemeMode('light');
    expect(themeColor()).toBe(light);
  });
});
