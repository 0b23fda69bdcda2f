import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUDGETS, htmlAssets, measure, overBudget, report, staticImports } from './check-size';

/** Random text compresses badly, so its gzipped size is close to its length. */
const noise = (bytes: number) => `export const noise = "${randomBytes(bytes).toString('base64')}";\n`;

let dist: string;

function write(file: string, text: string) {
  const path = join(dist, file);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'check-size-'));
});

afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('reading a built page', () => {
  it('finds module scripts, modulepreloads and stylesheets, and ignores other links', () => {
    const assets = htmlAssets(
      page(`<script type="module" crossorigin src="/assets/index.js"></script>
        <script>inline()</script>
        <link rel="modulepreload" crossorigin href="/assets/vendor.js">
        <link rel="stylesheet" href="/assets/style.css">
        <link rel="preload" href="/assets/font.woff2" as="font">
        <link rel="icon" href="/favicon.svg">`),
    );
    expect(assets).toEqual({ js: ['/assets/index.js', '/assets/vendor.js'], css: ['/assets/style.css'] });
  });

  it('counts the modules the deferred loader imports after the first paint', () => {
    const assets = htmlAssets(page('<script data-modules="/assets/index.js /assets/route.js">load()</script>'));
    expect(assets.js).toEqual(['/assets/index.js', '/assets/route.js']);
  });

  it('counts the whole stylesheet the loader fetches for the app, beside the page’s inline rules', () => {
    const assets = htmlAssets(
      page('<script data-modules="/assets/index.js" data-styles="/assets/style.css">load()</script>'),
    );
    expect(assets.css).toEqual(['/assets/style.css']);
  });

  it('follows static imports and re-exports of minified chunks, not dynamic imports', () => {
    const code =
      'import{a as b}from"./vendor-1.js";import"./side-2.js";export{c}from"./re-3.js";const p=()=>import("./lazy-4.js");';
    expect(staticImports(code)).toEqual(['./vendor-1.js', './side-2.js', './re-3.js']);
  });
});

describe('size budgets', () => {
  it('counts a page and everything its scripts statically import, and passes under budget', () => {
    write('index.html', page('<script type="module" src="/assets/index.js"></script>'));
    write('assets/index.js', 'import{x}from"./dep.js";console.log(x);');
    write('assets/dep.js', 'export const x=1;const l=()=>import("./lazy.js");');
    write('assets/lazy.js', noise(200_000));

    const [home] = measure(dist);
    expect(home?.route).toBe('/');
    expect(home?.js.map((asset) => asset.file).sort()).toEqual(['assets/dep.js', 'assets/index.js']);
    expect(overBudget(measure(dist))).toEqual([]);
  });

  it('fails a route whose first-load JavaScript is over budget, naming the route and its files', () => {
    write('index.html', page('<script type="module" src="/assets/index.js"></script>'));
    write('skills/index.html', page('<script type="module" src="/assets/index.js"></script>'));
    write('skills.html', page('<script type="module" src="/assets/index.js"></script>'));
    write('assets/index.js', 'import"./vendor.js";');
    write('assets/vendor.js', noise(BUDGETS.js));
    write(
      'contact/index.html',
      page('<script type="module" src="/assets/small.js"></script><link rel="stylesheet" href="/assets/big.css">'),
    );
    write('assets/small.js', 'export{};');
    write('assets/big.css', `/* ${randomBytes(BUDGETS.css).toString('base64')} */`);

    const sizes = measure(dist);
    expect(sizes.map((size) => size.route)).toEqual(['/', '/contact', '/skills']);
    const failures = overBudget(sizes);
    expect(failures.map((failure) => `${failure.route} ${failure.kind}`)).toEqual([
      '/ js',
      '/contact css',
      '/skills js',
    ]);

    const text = report(sizes);
    expect(text).toMatch(/^\/skills\s.*OVER$/m);
    expect(text).toContain('/skills: JS');
    expect(text).toContain('assets/vendor.js');
    expect(text).toContain('/contact: CSS');
    expect(text).toContain('assets/big.css');
  });

  it('counts a stylesheet inlined into the page against the CSS budget', () => {
    write('index.html', page(`<style>/* ${randomBytes(BUDGETS.css).toString('base64')} */</style>`));
    const sizes = measure(dist);
    expect(sizes[0]?.css.map((asset) => asset.file)).toEqual(['/ <style> 1']);
    expect(overBudget(sizes).map((failure) => `${failure.route} ${failure.kind}`)).toEqual(['/ css']);
  });

  it('reads asset URLs under a deploy sub-path', () => {
    write('index.html', page('<script type="module" src="/portfolio/assets/index.js"></script>'));
    write('assets/index.js', 'export{};');
    expect(measure(dist, '/portfolio/')[0]?.js.map((asset) => asset.file)).toEqual(['assets/index.js']);
  });

  it('stops with a clear error when a page names a file the build does not have', () => {
    write('index.html', page('<script type="module" src="/assets/missing.js"></script>'));
    expect(() => measure(dist)).toThrow(/loads \/assets\/missing\.js/);
  });
});
