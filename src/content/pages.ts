import { allPages } from 'contentlayer/generated';
import type { RoutePath } from './model';

const byOrder = [...allPages].sort((a, b) => a.order - b.order);

export type NavItem = { name: string; path: RoutePath };

/** The navigation items, in their content order. */
export function getNavItems(): NavItem[] {
  return byOrder.map((page) => ({ name: page.name, path: page.path as RoutePath }));
}

export type PageMeta = {
  path: RoutePath;
  heading: string;
  intro: string | null;
  /** What the page says when it has nothing to list. */
  empty: string | null;
  title: string;
  description: string;
};

/** A page's heading and search metadata; content checks guarantee every route has one. */
export function getPageMeta(path: RoutePath): PageMeta {
  const page = allPages.find((p) => p.path === path);
  if (!page) throw new Error(`No content/pages/*.yaml has path "${path}".`);
  return {
    path,
    heading: page.heading ?? page.name,
    intro: page.intro ?? null,
    empty: page.empty ?? null,
    title: page.metaTitle,
    description: page.metaDescription,
  };
}
