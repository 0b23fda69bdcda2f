import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-css';

describe('inlining the stylesheet into a page', () => {
  it('replaces the stylesheet link with the file’s rules and keeps other links', () => {
    const html = inlineStylesheets(
      '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" crossorigin href="/assets/style-1.css">',
      (href) => (href === '/assets/style-1.css' ? 'body{margin:0}\n' : ''),
    );
    expect(html).toBe('<link rel="icon" href="/favicon.svg"><style>body{margin:0}</style>');
  });

  it('refuses CSS that would close the style element early', () => {
    expect(() =>
      inlineStylesheets('<link rel="stylesheet" href="/a.css">', () => 'a::after{content:"</style>"}'),
    ).toThrow(/cannot be inlined/);
  });
});
