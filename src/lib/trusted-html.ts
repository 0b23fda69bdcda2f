/**
 * The pages' policy requires Trusted Types (scripts/site/csp.ts): an HTML string reaches the DOM
 * only through a named policy. This one passes a section entry's body, which the build compiled
 * from Markdown and sanitized (scripts/content/markdown.ts); nothing the visitor types goes through it.
 */
type Policy = { createHTML: (html: string) => unknown };
type TrustedTypes = { createPolicy: (name: string, rules: { createHTML: (html: string) => string }) => Policy };

let policy: Policy | undefined;

/** The build's own HTML as the browser's TrustedHTML; the plain string on the server and where unsupported. */
export function trustedHtml(html: string): string {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypes }).trustedTypes;
  if (!trustedTypes) return html;
  policy ??= trustedTypes.createPolicy('entry-body', { createHTML: (text) => text });
  // React passes a TrustedHTML to innerHTML as it is.
  return policy.createHTML(html) as string;
}
