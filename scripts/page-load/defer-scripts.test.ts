import { describe, expect, it } from 'vitest';
import { deferScripts, LOADER_SCRIPT } from './defer-scripts';

const page = `<html><head>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/skills-1.js">
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-2.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-3.js">
    <link rel="stylesheet" crossorigin href="/assets/style-4.css">
  </head><body><div id="root">…</div></body></html>`;

describe('moving a page’s scripts into the loader', () => {
  it('leaves no module script or modulepreload to fetch while the page parses, and the loader adds none', () => {
    const html = deferScripts(page);
    expect(html).not.toMatch(/<script[^>]*type="module"|<link[^>]*modulepreload/);
    expect(LOADER_SCRIPT).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-4.css">');
  });

  it('hands every module to one loader at the end of the body, the given order first and the entry last', () => {
    const html = deferScripts(page, ['/assets/react-0.js', '/assets/app-3.js']);
    expect(html).toContain(
      `<script data-modules="/assets/react-0.js /assets/app-3.js /assets/skills-1.js /assets/index-2.js">${LOADER_SCRIPT}</script>\n  </body>`,
    );
  });

  it('names each module once', () => {
    const html = deferScripts(page, ['/assets/skills-1.js', '/assets/skills-loader-5.js', '/assets/index-2.js']);
    expect(html).toContain(
      'data-modules="/assets/skills-1.js /assets/skills-loader-5.js /assets/index-2.js /assets/app-3.js"',
    );
  });

  it('names the whole stylesheets for the app on the loader', () => {
    expect(deferScripts(page, [], ['/assets/style-4.css'])).toContain(
      'data-modules="/assets/skills-1.js /assets/app-3.js /assets/index-2.js" data-styles="/assets/style-4.css">',
    );
  });

  it('refuses a page without a module script, which could never hydrate', () => {
    expect(() => deferScripts('<html><body></body></html>')).toThrow(/no module script/);
  });

  it('fails the build, naming the tag, when the bundler writes a script or preload it cannot read', () => {
    const reordered = page.replace(
      '<link rel="modulepreload"',
      '<link href="/x.js" rel="modulepreload"><link rel="modulepreload"',
    );
    expect(() => deferScripts(reordered)).toThrow(/cannot read <link href="\/x\.js" rel="modulepreload"/);
    const inline = page.replace('</head>', '<script type="module">import "/assets/app-3.js";</script></head>');
    expect(() => deferScripts(inline)).toThrow(/cannot read <script type="module">/);
  });
});
