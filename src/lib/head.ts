import type { PageMeta } from '@/content/pages';
import type { SiteInfo } from '@/content/site';

/** The document title for a page: "Experience | Arjun Kumar", the owner first on the home page. */
export function documentTitle(page: PageMeta, site: Pick<SiteInfo, 'name'>): string {
  return page.path === '/' ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;
}
