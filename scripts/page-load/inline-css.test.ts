import { describe, expect, it } from 'vitest';
import { appStylesheet, classesIn, criticalCss, inlineCriticalCss } from './inline-css';

const stylesheet = [
  ':root{--accent:#6366f1}',
  ':root[data-theme=dark]{--accent:#818cf8}',
  'body{margin:0}',
  '.card{padding:8px}',
  '.card:hover{transform:translateY(-2px)}',
  '.card:focus-visible::after{outline:2px solid}',
  '[data-theme=dark] .card{border-color:#334155}',
  '.menuOpen{display:block}',
  '.nav a:not(.active){opacity:.8}',
  '.nav,.menuOpen .link{gap:4px}',
  '@media (min-width:768px){.card{padding:16px}.menuOpen{display:none}}',
  '@keyframes spin{0%{rotate:0}to{rotate:1turn}}',
  '@font-face{font-family:Inter;src:url(/inter.woff2)}',
].join('');

describe('the style rules a prerendered page uses', () => {
  it('reads the class names of the page’s elements, not of its scripts or styles', () => {
    const classes = classesIn(
      '<style>.ghost{}</style><nav class="nav  wide"><a class="active">x</a></nav><script>"class=\\"ghost2\\""</script>',
    );
    expect([...classes].sort()).toEqual(['active', 'nav', 'wide']);
  });

  it('keeps the rules the page’s classes can match, in every state, mode and width', () => {
    const css = criticalCss(stylesheet, new Set(['card', 'nav']));
    expect(css).toContain('.card{padding:8px}');
    expect(css).toContain('.card:hover{');
    expect(css).toContain('.card:focus-visible::after{');
    expect(css).toContain('[data-theme=dark] .card{');
    expect(css).toContain('@media (min-width:768px){.card{padding:16px}}');
  });

  it('keeps rules without classes, keyframes and font faces whole', () => {
    const css = criticalCss(stylesheet, new Set());
    expect(css).toContain(':root{--accent:#6366f1}');
    expect(css).toContain(':root[data-theme=dark]{');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('@keyframes spin{0%{rotate:0}to{rotate:1turn}}');
    expect(css).toContain('@font-face{');
  });

  it('drops rules that need a class the page does not have, and queries left empty', () => {
    const css = criticalCss(stylesheet, new Set(['card']));
    expect(css).not.toContain('menuOpen');
    expect(css).not.toContain('.nav');
    expect(criticalCss('@media (min-width:768px){.menuOpen{display:none}}', new Set())).toBe('');
  });

  it('keeps the right-to-left rules only on a page that is right to left', () => {
    const rtl = '[dir=rtl] [data-flip]{scale:-1 1}[dir="rtl"] .card{margin:0}.card:not([dir=rtl]){gap:0}';
    const ltr = classesIn('<html lang="en" dir="ltr"><body><p class="card" dir="auto">x</p></body></html>');
    expect(criticalCss(rtl, ltr)).toBe('.card:not([dir=rtl]){gap:0}');
    const arabic = classesIn('<html lang="ar" dir="rtl"><body><p class="card">x</p></body></html>');
    expect(criticalCss(rtl, arabic)).toBe(rtl);
  });

  it('does not require the classes a negation names, and keeps only the matching selectors of a list', () => {
    const css = criticalCss(stylesheet, new Set(['nav']));
    expect(css).toContain('.nav a:not(.active){opacity:.8}');
    expect(css).toContain('.nav{gap:4px}');
  });

  it('gives pages alike one result, read from the stylesheet as it was, whatever came before', () => {
    const fresh = criticalCss(`${stylesheet} `, new Set(['card', 'nav']));
    expect(criticalCss(stylesheet, new Set())).not.toContain('.card');
    expect(criticalCss(stylesheet, new Set(['nav', 'card', 'unstyled']))).toBe(fresh);
    expect(criticalCss(stylesheet, new Set(['card', 'nav']))).toBe(fresh);
  });

  it('keeps a rule it cannot read rather than risk an unstyled page', () => {
    expect(criticalCss('.sm\\:wide{width:100%}', new Set())).toBe('.sm\\:wide{width:100%}');
  });
});

describe('inlining the stylesheet into a page', () => {
  it('replaces the stylesheet link with the rules the page uses and names the stylesheet for the app', () => {
    const { html, stylesheets } = inlineCriticalCss(
      '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" crossorigin href="/assets/style-1.css"><p class="card">x</p>',
      (href) => (href === '/assets/style-1.css' ? '.card{padding:8px}.menuOpen{display:block}\n' : ''),
    );
    expect(html).toBe('<link rel="icon" href="/favicon.svg"><style>.card{padding:8px}</style><p class="card">x</p>');
    expect(stylesheets).toEqual(['/assets/style-1.css']);
  });

  it('refuses CSS that would close the style element early', () => {
    expect(() =>
      inlineCriticalCss('<link rel="stylesheet" href="/a.css">', () => 'a::after{content:"</style>"}'),
    ).toThrow(/cannot be inlined/);
  });

  it('fails the build, naming the tag, when the bundler writes a stylesheet link it cannot read', () => {
    expect(() =>
      inlineCriticalCss('<link href="/assets/style-1.css" rel="stylesheet"><p class="card">x</p>', () => '.card{}'),
    ).toThrow(/cannot read <link href="\/assets\/style-1\.css" rel="stylesheet">/);
  });
});

describe('the whole stylesheet the app adds', () => {
  it('holds every rule but the font faces the page has declared, under a name of its content', () => {
    const app = appStylesheet('/assets/style-1.css', stylesheet);
    expect(app.css).not.toContain('@font-face');
    expect(app.css).toContain('.menuOpen{display:block}');
    expect(app.css).toContain('@keyframes spin');
    expect(app.href).toMatch(/^\/assets\/style-1\.app-[\w-]{8}\.css$/);
    expect(appStylesheet('/assets/style-1.css', `${stylesheet}.extra{}`).href).not.toBe(app.href);
  });
});
