const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** The `<style precedence>` elements React hoists, which renderToString writes at the start of a page's markup. */
const HOISTED_STYLES = /^(?:<style data-precedence="[^"]*" data-href="[^"]*">[^<]*<\/style>)+/;

/**
 * Moves the styles React hoists from the start of `appHtml` to the end of `<head>` in `html`,
 * where the browser wants a `<style>` and where React finds and keeps them when it hydrates.
 */
export function hoistStyles(html: string, appHtml: string): { html: string; appHtml: string } {
  const styles = HOISTED_STYLES.exec(appHtml)?.[0];
  if (!styles) return { html, appHtml };
  return { html: html.replace('</head>', () => `  ${styles}\n  </head>`), appHtml: appHtml.slice(styles.length) };
}
