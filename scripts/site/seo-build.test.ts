import { describe, expect, it } from 'vitest';
import { THEME_BOOT_SCRIPT } from '../../src/lib/theme-storage';
import { scriptHash } from './csp';
import { applyCsp, CSP_PLACEHOLDER } from './seo-build';

const page = (body: string, head = `${CSP_PLACEHOLDER}<script>${THEME_BOOT_SCRIPT}</script>`) => ({
  html: `<html><head>${head}<script type="application/ld+json">{"a":1}</script></head><body>${body}</body></html>`,
});

describe('applyCsp', () => {
  it('puts one policy, allowing exactly the inline scripts the pages contain, before every script', () => {
    const router = '(function(){})();document.currentScript.remove()';
    const { pages, headerPolicy } = applyCsp([page(`<script>${router}</script>`), page('')]);
    const scriptSrc = `script-src 'self' 'wasm-unsafe-eval' ${[scriptHash(THEME_BOOT_SCRIPT), scriptHash(router)].sort().join(' ')};`;
    expect(headerPolicy).toContain(scriptSrc);
    expect(headerPolicy).not.toContain(scriptHash('{"a":1}'));
    for (const { html } of pages) {
      expect(html).not.toContain(CSP_PLACEHOLDER);
      expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
      expect(html).toContain(scriptSrc.replaceAll("'", '&#39;'));
    }
  });

  it('refuses pages without the theme script or the placeholder, or with a script before the policy', () => {
    expect(() => applyCsp([page('', CSP_PLACEHOLDER)])).toThrow(/theme boot script/);
    expect(() => applyCsp([page('', `<script>${THEME_BOOT_SCRIPT}</script>`)])).toThrow(/placeholder/);
    expect(() => applyCsp([page('', `<script>${THEME_BOOT_SCRIPT}</script>${CSP_PLACEHOLDER}`)])).toThrow(
      /before the first script/,
    );
  });
});
