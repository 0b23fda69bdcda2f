import { describe, expect, it } from 'vitest';
import { DEFERRED_LOADER, deferScripts } from './defer-scripts';

const page = `<html><head>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/skills-1.js">
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-2.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-3.js">
    <link rel="stylesheet" crossorigin href="/assets/style-4.css">
  </head><body><div id="root">…</div></body></html>`;

describe('deferring a page’s scripts until after its first paint', () => {
  it('leaves no module script or modulepreload to fetch while the page parses', () => {
    const html = deferScripts(page);
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-4.css">');
  });

  it('hands every module to one loader at the end of the body, the entry first', () => {
    const html = deferScripts(page);
    expect(html).toContain(
      `<script data-modules="/assets/index-2.js /assets/skills-1.js /assets/app-3.js">${DEFERRED_LOADER}</script>\n  </body>`,
    );
  });

  it('adds the page’s split route chunks to the loader, each module once', () => {
    const html = deferScripts(page, ['/assets/skills-1.js', '/assets/skills-loader-5.js']);
    expect(html).toContain(
      'data-modules="/assets/index-2.js /assets/skills-1.js /assets/app-3.js /assets/skills-loader-5.js"',
    );
  });

  it('imports the modules only once the page has loaded and painted', () => {
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const listeners: Record<string, () => void> = {};
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'addEventListener',
      'importModule',
      DEFERRED_LOADER.replace('import(u)', 'importModule(u)'),
    );
    const document = { readyState: 'interactive', currentScript: { dataset: { modules: '/a.js /b.js' } } };
    run(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      (type: string, callback: () => void) => {
        listeners[type] = callback;
      },
      (url: string) => imported.push(url),
    );
    expect(imported).toEqual([]);
    listeners.load?.();
    frames.shift()?.();
    expect(imported).toEqual([]);
    timers.shift()?.();
    expect(imported).toEqual(['/a.js', '/b.js']);
  });

  it('refuses a page without a module script, which could never hydrate', () => {
    expect(() => deferScripts('<html><body></body></html>')).toThrow(/no module script/);
  });
});
