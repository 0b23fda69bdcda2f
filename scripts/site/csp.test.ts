import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { THEME_BOOT_SCRIPT } from '../../src/lib/theme-storage';
import { contentSecurityPolicy, headersFile, inlineScripts, inlineStyles, SECURITY_HEADERS, scriptHash } from './csp';

describe('inline script hashes', () => {
  it('hashes a script the way browsers compare it: sha256 of the exact text, base64', () => {
    const expected = createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64');
    expect(scriptHash(THEME_BOOT_SCRIPT)).toBe(`'sha256-${expected}'`);
  });

  it('finds the scripts a page runs inline, but not external scripts or JSON-LD data blocks', () => {
    const html = `<head><script>${THEME_BOOT_SCRIPT}</script>
      <script type="module" crossorigin src="/assets/index.js"></script>
      <script type="application/ld+json">{"@type":"Person"}</script></head>
      <body><script>(function(){})();document.currentScript.remove()</script></body>`;
    expect(inlineScripts(html)).toEqual([THEME_BOOT_SCRIPT, '(function(){})();document.currentScript.remove()']);
  });
});

describe('the Content-Security-Policy', () => {
  const hashes = [scriptHash(THEME_BOOT_SCRIPT)];
  const header = contentSecurityPolicy({ scriptHashes: hashes, delivery: 'header' });
  const meta = contentSecurityPolicy({ scriptHashes: hashes, delivery: 'meta' });
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  it('allows scripts from the site, the theme script by hash and WebAssembly, never unsafe-inline or eval', () => {
    expect(directive(header, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", ...hashes]);
    // The search's WebAssembly is the one exception: no string of script is ever evaluated.
    expect(header.replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe');
  });

  it('allows styles, fonts and connections from the site only, and images from the site or the page itself', () => {
    for (const name of ['default-src', 'style-src', 'font-src', 'connect-src'])
      expect(directive(header, name), name).toEqual(["'self'"]);
    // The favicon and the smallest images travel in the page as data: URLs; never from elsewhere.
    expect(directive(header, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(header, 'object-src')).toEqual(["'none'"]);
    expect(directive(header, 'base-uri')).toEqual(["'self'"]);
    // Forms post to the site, or (the contact form without JavaScript) to a mail client.
    expect(directive(header, 'form-action')).toEqual(["'self'", 'mailto:']);
  });

  it('allows an inline stylesheet only by the hash of its exact text, never unsafe-inline', () => {
    const css = 'body{margin:0}';
    const page = `<head><style>${css}</style></head><p style="color:red">x</p>`;
    expect(inlineStyles(page)).toEqual([css]);
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      styleHashes: inlineStyles(page).map(scriptHash),
      delivery: 'meta',
    });
    expect(directive(policy, 'style-src')).toEqual(["'self'", scriptHash(css)]);
    expect(policy.replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe');
  });

  it('requires Trusted Types, so no HTML string can reach a script sink', () => {
    expect(directive(header, 'require-trusted-types-for')).toEqual(["'script'"]);
  });

  it('forbids framing in the header, and leaves frame-ancestors out of the meta tag that cannot carry it', () => {
    expect(directive(header, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(meta, 'frame-ancestors')).toBeUndefined();
    expect(`${meta}; frame-ancestors 'none'`).toBe(header);
  });

  it('lists each hash once, in a stable order', () => {
    const twice = contentSecurityPolicy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"], delivery: 'meta' });
    expect(directive(twice, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-a'", "'sha256-b'"]);
  });
});

describe('the _headers file', () => {
  it('sends the CSP and every security header on all paths, in the format static hosts read', () => {
    const file = headersFile("default-src 'self'");
    const [all] = file.split('\n\n');
    expect(all?.split('\n')).toEqual([
      '/*',
      "  Content-Security-Policy: default-src 'self'",
      ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
    ]);
    expect(SECURITY_HEADERS).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(SECURITY_HEADERS['Permissions-Policy']).toContain('camera=()');
  });

  it('caches the bundle’s assets and the search index’s pieces for a year: their names change with their contents', () => {
    const file = headersFile("default-src 'self'");
    for (const folder of ['/assets/*', '/pagefind/index/*', '/pagefind/fragment/*'])
      expect(file).toContain(`\n${folder}\n  Cache-Control: public, max-age=31536000, immutable\n`);
    // Pagefind's script, its entry file and its WebAssembly keep their names from build to build.
    expect(file).not.toMatch(/^\/pagefind\/\*$/m);
  });

  it('sends no Cross-Origin-Opener-Policy, which would start every first visit in a cold renderer', () => {
    expect(Object.keys(SECURITY_HEADERS).map((name) => name.toLowerCase())).not.toContain('cross-origin-opener-policy');
  });
});
