import { notFound } from '@tanstack/react-router';
import { allPages } from 'contentlayer/generated';
import type { RoutePath } from './model/vocabulary';
import { languagesOf, type TextLanguage } from './untranslated';

const byOrder = [...allPages].sort((a, b) => a.order - b.order);

/** `language`: the name's, when shown in the default language for want of a translation. */
export type NavItem = { name: string; path: RoutePath; language: TextLanguage };

/**
 * The navigation items, in their content order. The site's build leaves hidden pages and sections
 * with no entries out of the page list (scripts/vite/sections.ts); a section's path (`/talks`) is
 * matched by the `/$section/{-$slug}/{-$page}` route.
 */
export function getNavItems(): NavItem[] {
  return byOrder.map((page) => ({
    name: page.name,
    path: page.path as RoutePath,
    language: languagesOf(page)('name'),
  }));
}

export type PageMeta = {
  path: string;
  heading: string;
  intro: string | null;
  /** What the page says when it has nothing to list. */
  empty: string | null;
  title: string;
  description: string;
  /** Each shown field's language, when shown in the default language for want of a translation. */
  languages: Partial<Record<'heading' | 'intro' | 'empty', TextLanguage>>;
};

/**
 * A page's heading and search metadata; content checks guarantee every route has a file, so a page
 * the site lacks is one its file hides (`hidden: true`), or a section with no entries: not found.
 */
export function getPageMeta(path: string): PageMeta {
  const page = allPages.find((p) => p.path === path);
  if (!page) throw notFound();
  const language = languagesOf(page);
  return {
    path,
    heading: page.heading ?? page.name,
    intro: page.intro ?? null,
    empty: page.empty ?? null,
    title: page.metaTitle,
    description: page.metaDescription,
    languages: {
      heading: language(page.heading ? 'heading' : 'name'),
      intro: language('intro'),
      empty: language('empty'),
    },
  };
}
