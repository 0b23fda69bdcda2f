/**
 * The public address of a route or file: the site URL from content, the deploy's base path
 * (BASE_PATH at build time, `/` at a domain root) and the path. Canonical links, Open Graph tags,
 * JSON-LD and the sitemap all go through here, so a sub-path deploy changes every one of them.
 */
export function absoluteUrl(siteUrl: string, base: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const prefix = `/${base.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
  const rest = path === '/' ? '/' : `/${path.replace(/^\/+/, '')}`;
  return `${origin}${prefix}${rest}`;
}
