import { describe, expect, it, vi } from 'vitest';
import { readThemeMode, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY, writeThemeMode } from './theme-storage';

const throwingStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('theme storage', () => {
  it('is stored under the themeMode key', () => {
    expect(THEME_STORAGE_KEY).toBe('themeMode');
  });

  it('defaults to light when nothing is stored', () => {
    expect(readThemeMode()).toBe('light');
  });

  it('reads back a saved dark mode', () => {
    writeThemeMode('dark');
    expect(localStorage.getItem('themeMode')).toBe('dark');
    expect(readThemeMode()).toBe('dark');
  });

  it('treats a garbage stored value as light', () => {
    localStorage.setItem('themeMode', '"dark"; DROP TABLE');
    expect(readThemeMode()).toBe('light');
  });

  it('falls back to light when storage throws, and reports a failed save', () => {
    expect(readThemeMode(throwingStorage)).toBe('light');
    expect(writeThemeMode('dark', throwingStorage)).toBe(false);
  });

  it('reads and saves safely when the localStorage property itself throws (site data blocked)', () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      expect(readThemeMode()).toBe('light');
      expect(writeThemeMode('dark')).toBe(false);
      expect(() => new Function(THEME_BOOT_SCRIPT)()).not.toThrow();
    } finally {
      blocked.mockRestore();
    }
  });

  it('has a boot script that applies dark mode exactly when readThemeMode would', () => {
    for (const stored of ['dark', 'light', 'garbage', null]) {
      document.documentElement.removeAttribute('data-theme');
      if (stored === null) localStorage.removeItem('themeMode');
      else localStorage.setItem('themeMode', stored);
      new Function(THEME_BOOT_SCRIPT)();
      const applied = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
      expect(applied).toBe(readThemeMode());
    }
  });
});
