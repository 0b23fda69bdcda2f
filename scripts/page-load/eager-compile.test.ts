import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, eagerCompile, hintChunk, rewriteChunks, rewriteCommonJsWrappers } from './eager-compile';

const runtime = 'import{t as e,n as r}from"./rolldown-runtime-Wk_5-.js";';

describe('rewriteCommonJsWrappers', () => {
  it('turns each CommonJS wrapper arrow into a parenthesised function', () => {
    const code = `${runtime}var t=e((e=>{e.a=1})),n=e(((e,t)=>{t.exports=2}));`;
    expect(rewriteCommonJsWrappers(code)).toBe(
      `${runtime}var t=e((function(e){e.a=1})),n=e((function(e,t){t.exports=2}));`,
    );
  });

  it('leaves the same code alone outside the runtime helpers', () => {
    const code = `${runtime}var a=x((e=>{})),b=e.e((e=>{})),c=r(t());`;
    expect(rewriteCommonJsWrappers(code)).toBe(code);
  });

  it('leaves a chunk that imports no runtime helper unchanged', () => {
    const code = 'var t=e((e=>{e.a=1}));';
    expect(rewriteCommonJsWrappers(code)).toBe(code);
  });

  it('keeps the rewritten code runnable, with the same exports', async () => {
    const commonJs = (callback: (exports: Record<string, number>) => void) => () => {
      const exports = {};
      callback(exports);
      return exports;
    };
    const code = rewriteCommonJsWrappers(`${runtime}return e((e=>{e.answer=42}))();`);
    const body = code.slice(runtime.length);
    expect(new Function('e', body)(commonJs)).toEqual({ answer: 42 });
  });
});

describe('rewriteChunks', () => {
  it('rewrites the chunks that hold wrappers and leaves the others', () => {
    expect(rewriteChunks([`${runtime}var t=e((e=>{e.a=1}));`, 'export const x=1;'])).toEqual([
      `${runtime}var t=e((function(e){e.a=1}));`,
      'export const x=1;',
    ]);
  });

  it('fails the build, naming what it looked for, when the bundler’s output no longer has that shape', () => {
    const renamedRuntime = 'import{t as e}from"./runtime-Wk_5-.js";var t=e((e=>{e.a=1}));';
    expect(() => rewriteChunks([renamedRuntime, 'export const x=1;'])).toThrow(/no CommonJS wrapper.*rolldown-runtime/);
  });
});

describe('hintChunk', () => {
  it("puts V8's compile hint on the first line of the named chunk only", () => {
    const chunks = [
      { name: 'react', code: `${runtime}var t=1;` },
      { name: 'app', code: 'export const x=1;' },
    ];
    hintChunk(chunks, 'react');
    expect(chunks[0]?.code).toBe(`//# allFunctionsCalledOnLoad\n${runtime}var t=1;`);
    expect(chunks[0]?.code.startsWith(COMPILE_HINT)).toBe(true);
    expect(chunks[1]?.code).toBe('export const x=1;');
  });

  it('fails the build, naming the chunk, when the chunk groups no longer make it', () => {
    expect(() => hintChunk([{ name: 'vendor', code: '' }], 'react')).toThrow(/no chunk named "react".*chunks\.ts/);
  });

  it("gives the code the page runs as it starts the hint, React's and the router's, and no other chunk", () => {
    const chunk = (name: string, code: string) => ({ type: 'chunk', name, fileName: `assets/${name}-x.js`, code });
    const bundle = {
      react: chunk('react', `${runtime}var t=e((e=>{e.a=1}));`),
      router: chunk('router', 'export const r=1;'),
      app: chunk('app', 'export const a=1;'),
      style: { type: 'asset', fileName: 'assets/style-x.css', source: 'a{}' },
    };
    // The plugin's hook as the bundler calls it: with the output options and the bundle, edited in place.
    const generateBundle = eagerCompile().generateBundle as unknown as (options: unknown, bundle: unknown) => void;
    generateBundle({}, bundle);
    expect(bundle.react.code.startsWith(COMPILE_HINT)).toBe(true);
    expect(bundle.router.code).toBe(`${COMPILE_HINT}export const r=1;`);
    expect(bundle.app.code).toBe('export const a=1;');
  });
});
