import type { PageMeta } from '@/content/pages';
import type { SiteInfo } from '@/content/site';

/** The document title for a page: "Experience | Arjun Kumar", the owner first on the home page. */
export function documentTitle(page: PageMeta, site: Pick<SiteInfo, 'name'>): string {
  return page.path === '/' ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;
}

/** The title of a page that is not one of the six (not found): "Page not found | Arjun Kumar". */
export function statusTitle(text: { title: string }, site: Pick<SiteInfo, 'name'>): string {
  return `${text.title} | ${site.name}`;
}
