import type { Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from '../../src/lib/theme-storage.ts';

/** Puts the pre-paint theme script in every page, dev and build alike. */
export function themeBootScript(): Plugin {
  return {
    name: 'portfolio:theme-boot-script',
    transformIndexHtml: (html) => html.replace('<!--app-theme-script-->', `<script>${THEME_BOOT_SCRIPT}</script>`),
  };
}
