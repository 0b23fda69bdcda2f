/**
 * CSS as text, for styles a lazily loaded module adopts when it loads (adoptStyles) instead of the
 * site's one stylesheet, which every page downloads (vite.config.ts: cssCodeSplit off). Values are
 * the same tokens and theme variables the `*.css.ts` files use.
 */

type Declarations = Record<string, string>;

/** One rule: `rule('.a', { marginInline: '0' })` gives `.a{margin-inline:0}`. */
export const cssRule = (selector: string, declarations: Declarations): string =>
  `${selector}{${Object.entries(declarations)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';')}}`;

const adopted = new Set<string>();

/**
 * Adds `css` to the document once, as a constructed stylesheet: CSSOM, which the pages' policy
 * allows, where a `<style>` element written at run time would need a hash the build never saw.
 */
export function adoptStyles(css: string): void {
  if (adopted.has(css) || typeof document === 'undefined' || typeof CSSStyleSheet === 'undefined') return;
  const sheet = new CSSStyleSheet();
  if (typeof sheet.replaceSync !== 'function' || !Array.isArray(document.adoptedStyleSheets)) return;
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted.add(css);
}
