/**
 * The params of the sections' one route (`/$section/{-$slug}/{-$page}`) for each page it shows.
 * Every param is named, the unused ones as undefined: a link to the route the reader is on keeps
 * any param it leaves out, so a topic chip on `/writing/page/2` would lead to `/tags/go/2`.
 */
import { PAGE_SEGMENT, TAGS_SEGMENT } from '@/content/model/vocabulary';

type Params = { section: string; slug: string | undefined; page: string | undefined };

/** A section's list, its first page (`/writing`) or a later one (`/writing/page/2`). */
export const listParams = (section: string, page = 1): Params =>
  page === 1 ? { section, slug: undefined, page: undefined } : { section, slug: PAGE_SEGMENT, page: String(page) };

/** An entry's own page (`/writing/my-post`). */
export const entryParams = (section: string, slug: string): Params => ({ section, slug, page: undefined });

/** A topic's page (`/tags/go`), or the index of topics (`/tags`). */
export const topicParams = (slug?: string): Params => ({ section: TAGS_SEGMENT, slug, page: undefined });

/**
 * A link is the page being read only at its very address: the router's default takes `/writing`
 * for the page being read on `/writing/page/5` or `/writing/my-post` too, and says so to screen
 * readers (`aria-current="page"`).
 */
export const EXACT = { exact: true } as const;
