import { notFound } from '@tanstack/react-router';
import { allPages } from 'contentlayer/generated';
import { ROUTE_PATHS, type RoutePath } from './model/vocabulary';

const byOrder = [...allPages].sort((a, b) => a.order - b.order);

/** Whether a section has entries; the browser's answer is src/content/section-list.ts, Node's sections.ts. */
export type HasEntries = (section: string) => boolean;

/**
 * A page the site shows: not hidden by its file, and for a section, one with entries. A section's
 * path (`/talks`) is matched by the `/$section` route; the router resolves it like the six.
 */
const shown = (page: (typeof allPages)[number], hasEntries: HasEntries) =>
  !page.hidden && (isSpecifiedPath(page.path) || hasEntries(page.path.slice(1)));
const none: HasEntries = () => false;

const SPECIFIED: readonly string[] = ROUTE_PATHS;
export const isSpecifiedPath = (path: string): path is RoutePath => SPECIFIED.includes(path);

export type NavItem = { name: string; path: RoutePath };

/** The navigation items, in their content order; sections only when `hasEntries` says they have entries. */
export function getNavItems(hasEntries: HasEntries = none): NavItem[] {
  return byOrder
    .filter((page) => shown(page, hasEntries))
    .map((page) => ({ name: page.name, path: page.path as RoutePath }));
}

/** The paths of the pages the site shows, specified and sections, in navigation order. */
export const shownPagePaths = (hasEntries: HasEntries): string[] =>
  byOrder.filter((page) => shown(page, hasEntries)).map((page) => page.path);

export type PageMeta = {
  path: string;
  heading: string;
  intro: string | null;
  /** What the page says when it has nothing to list. */
  empty: string | null;
  title: string;
  description: string;
};

/** A page's heading and search metadata; content checks guarantee every route has one. */
export function getPageMeta(path: string): PageMeta {
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

/** A route's page: its metadata, or not found when its file says `hidden: true` (loaders call this). */
export function getShownPage(path: string): PageMeta {
  if (allPages.some((page) => page.path === path && page.hidden)) throw notFound();
  return getPageMeta(path);
}
