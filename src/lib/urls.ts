/**
 * The public address of a route or file: the site URL from content, the deploy's base path
 * (BASE_PATH at build time, `/` at a domain root) and the path. Canonical links, Open Graph tags,
 * JSON-LD and the sitemap all go through here, so a sub-path deploy changes every one of them.
 */
export function absoluteUrl(siteUrl: string, base: string, path: string): string {
  const site = siteUrl.replace(/\/+$/, '');
  const prefix = `/${base.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
  const rest = path === '/' ? '/' : `/${path.replace(/^\/+/, '')}`;
  const full = `${prefix}${rest}`;
  // A site URL that already names the sub-path the site is built for (https://me.github.io/portfolio
  // with the base /portfolio/) is the site's own address: its path is not written twice.
  const at = /^[a-z][a-z\d+.-]*:\/\/[^/]+(\/.*)$/i.exec(site)?.[1];
  if (at && (full === at || full.startsWith(`${at}/`))) return `${site.slice(0, -at.length)}${full}`;
  return `${site}${full}`;
}
