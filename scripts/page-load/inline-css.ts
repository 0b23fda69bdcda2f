/**
 * Puts the rules each prerendered page uses inside the page, and leaves the whole stylesheet for
 * the app to load when it starts.
 *
 * Inline, HTML and CSS arrive in the first round trip; only the page's own rules, since matching
 * them all slows the first layout (docs/performance/first-layout.md). The app adds the whole stylesheet before
 * it hydrates (src/lib/site-styles.ts); the CSP allows each `<style>` by its hash.
 */
import { createHash } from 'node:crypto';
import postcss from 'postcss';

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** Stands for `dir="rtl"` among a page's classes: no class can have a space in its name. */
const RIGHT_TO_LEFT = ' dir=rtl';

/**
 * The class names in a page's markup (its elements' `class` attributes, not its scripts or
 * styles), and whether an element of it is right to left.
 */
export function classesIn(html: string): Set<string> {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  const classes = [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]?.split(/\s+/) ?? []);
  return new Set(/\sdir="rtl"/.test(markup) ? [...classes, RIGHT_TO_LEFT] : classes);
}

/**
 * The classes an element must have for `selector` to match it, leaving out what can hold without
 * them: negations and other functional pseudo-classes (`:not(.open)`) and attribute values. Null
 * when the selector has escapes, which this does not read: such a rule is always kept.
 */
function requiredClasses(selector: string): string[] | null {
  if (selector.includes('\\')) return null;
  let simple = selector;
  // Innermost first, until none are left: `:not(:is(.a, .b))`.
  for (let previous = ''; previous !== simple; ) {
    previous = simple;
    simple = simple.replace(/:{1,2}[\w-]+\([^()]*\)/g, '');
  }
  // A rule for right-to-left pages (`[dir=rtl] …`) needs an element that is one.
  const direction = /\[dir=["']?rtl["']?\]/.test(simple) ? [RIGHT_TO_LEFT] : [];
  simple = simple.replace(/\[[^\]]*\]/g, '');
  return [...direction, ...[...simple.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string)];
}

/** A stylesheet read once: its rules, and every class a selector of it needs. */
type Prepared = { root: postcss.Root; needed: ReadonlySet<string>; results: Map<string, string> };

/** The stylesheets read lately, by their text: a build inlines one or two into every page. */
const prepared = new Map<string, Prepared>();
const PREPARED_KEPT = 8;

function prepare(css: string): Prepared {
  const known = prepared.get(css);
  if (known) return known;
  const root = postcss.parse(css);
  const needed = new Set<string>();
  root.walkRules((rule) => {
    for (const selector of rule.selectors) for (const name of requiredClasses(selector) ?? []) needed.add(name);
  });
  const fresh = { root, needed, results: new Map<string, string>() };
  if (prepared.size >= PREPARED_KEPT) prepared.delete(prepared.keys().next().value as string);
  prepared.set(css, fresh);
  return fresh;
}

/**
 * The rules of `css` that can apply to a page whose markup has `classes`: a selector is dropped
 * when it needs a class the page does not have, so a state the page can enter without that class
 * (hover, focus, dark mode, a media query) keeps its rules. Keyframes, font faces and rules
 * without classes are kept whole. What is kept depends only on which of the classes the
 * stylesheet's selectors need the page has, so pages alike (a section's entries) share one result.
 */
export function criticalCss(css: string, classes: ReadonlySet<string>): string {
  const sheet = prepare(css);
  // No class holds a line break (RIGHT_TO_LEFT holds a space), so the names joined are a key.
  const key = [...sheet.needed].filter((name) => classes.has(name)).join('\n');
  const known = sheet.results.get(key);
  if (known !== undefined) return known;
  const root = sheet.root.clone();
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => {
      const required = requiredClasses(selector);
      return required === null || required.every((name) => classes.has(name));
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Media and support queries left without rules.
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  const result = root.toString().trim();
  sheet.results.set(key, result);
  return result;
}

/**
 * Replaces every `<link rel="stylesheet">` with a `<style>` holding the rules of the file
 * `read(href)` returns that the page uses. Returns the page and the stylesheets' URLs, for the
 * app to load in full.
 */
export function inlineCriticalCss(
  html: string,
  read: (href: string) => string,
): { html: string; stylesheets: string[] } {
  const classes = classesIn(html);
  const stylesheets: string[] = [];
  const inlined = html.replace(stylesheetLink, (_tag, href: string) => {
    const css = read(href).trim();
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined.`);
    stylesheets.push(href);
    return `<style>${criticalCss(css, classes)}</style>`;
  });
  const left = /<link\b[^>]*\bstylesheet\b[^>]*>/i.exec(inlined)?.[0];
  if (left)
    throw new Error(
      `inline-css (scripts/page-load/inline-css.ts) cannot read ${left}: it looks for <link rel="stylesheet" … href="…">, attributes in that order. The bundler's HTML changed shape.`,
    );
  return { html: inlined, stylesheets };
}

/**
 * The site's stylesheet as the app adds it, under a name of its own content's hash: every rule but
 * the font faces, which the page has declared already. Declared twice, each face becomes a second
 * FontFace that the browser loads and swaps in again, laying the text out anew under the visitor's
 * first tap.
 */
export function appStylesheet(href: string, css: string): { href: string; css: string } {
  const root = postcss.parse(css);
  root.walkAtRules(/^font-face$/i, (fontFace) => {
    fontFace.remove();
  });
  const rules = root.toString().trim();
  const hash = createHash('sha256').update(rules).digest('base64url').slice(0, 8);
  return { href: href.replace(/(\.css)?$/, () => `.app-${hash}.css`), css: rules };
}
