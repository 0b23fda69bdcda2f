import { isPlaceholder } from '@/content/placeholders';

/** Where a build with no site URL at all points its absolute URLs: the local preview. */
export const LOCAL_SITE_URL = 'http://localhost:4173';

/**
 * The site's public address for canonical links, Open Graph tags and the sitemap: the owner's
 * own `siteUrl` when set; otherwise the host's (SITE_URL, which the GitHub Pages deploy takes from
 * the Pages configuration); otherwise the sample's placeholder, which the content check warns about.
 */
export function resolveSiteUrl(contentUrl: string | undefined, hostUrl: string | undefined): string {
  const own = contentUrl?.trim();
  const host = hostUrl?.trim();
  if (own && !isPlaceholder(own)) return own;
  if (host) return host;
  return own || LOCAL_SITE_URL;
}
