const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** The `<style precedence>` elements React hoists, which renderToString writes at the start of a page's markup. */
const HOISTED_STYLES = /^(?:<style data-precedence="[^"]*" data-href="[^"]*">[^<]*<\/style>)+/;

/** The rules a post's body carries for its own formulas and drawings (scripts/content/style-classes.ts). */
const BODY_STYLES = /<style data-body-style="">[^<]*<\/style>/g;

/**
 * Moves the styles React hoists from the start of `appHtml` to the end of `<head>` in `html`,
 * where the browser wants a `<style>` and where React finds and keeps them when it hydrates; and
 * the rules a post's body carries, which HTML allows in the head alone. The body the page
 * hydrates is read back from the page (src/content/section-body.ts), so it matches without them.
 */
export function hoistStyles(html: string, appHtml: string): { html: string; appHtml: string } {
  const styles = HOISTED_STYLES.exec(appHtml)?.[0] ?? '';
  const rest = appHtml.slice(styles.length);
  const bodyStyles = rest.match(BODY_STYLES)?.join('') ?? '';
  if (!styles && !bodyStyles) return { html, appHtml };
  return {
    html: html.replace('</head>', () => `  ${styles}${bodyStyles}\n  </head>`),
    appHtml: bodyStyles ? rest.replace(BODY_STYLES, '') : rest,
  };
}
