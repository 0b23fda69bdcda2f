/**
 * Topics (an entry's `tags`) as the site shows them: each a link to its page, across sections. Pure
 * functions over plain data, so the rules are tested without a build: which spelling names a
 * topic, which entries are related, how a long list is cut into pages.
 */
import { tagSlug } from '@/lib/tag-slug';
import type { TextLanguage } from './untranslated';

/** One topic of an entry: its address segment (the original's, in every language) and its words here. */
export type Tag = { slug: string; label: string };

/**
 * An entry's topics: its words in the page's language, each with the slug of the original's (the
 * build lays a translation's words over the original's, one for one). Two spellings of one topic
 * ("CI", "ci") in one entry show once.
 */
export function entryTags(labels: readonly string[], slugs: readonly string[] = []): Tag[] {
  const seen = new Set<string>();
  return labels.flatMap((label, index) => {
    const slug = slugs[index] || tagSlug(label);
    if (!slug || seen.has(slug)) return [];
    seen.add(slug);
    return [{ slug, label }];
  });
}

/** What the topic index and a topic's page say of one topic. */
export type Topic = Tag & { count: number; language: TextLanguage };

type Tagged = { tags: readonly Tag[]; languages: { tags: TextLanguage } };

/**
 * Every topic of `entries` (newest first), with the number of entries it is on. A topic is named
 * by its commonest spelling, the newest entry's when two are as common, in that entry's language.
 */
export function topicsOf(entries: readonly Tagged[]): Topic[] {
  const spellings = new Map<string, Map<string, { count: number; language: TextLanguage }>>();
  const counts = new Map<string, number>();
  for (const entry of entries)
    for (const tag of entry.tags) {
      counts.set(tag.slug, (counts.get(tag.slug) ?? 0) + 1);
      const forms = spellings.get(tag.slug) ?? new Map<string, { count: number; language: TextLanguage }>();
      const form = forms.get(tag.label) ?? { count: 0, language: entry.languages.tags };
      forms.set(tag.label, { ...form, count: form.count + 1 });
      spellings.set(tag.slug, forms);
    }
  return [...spellings].map(([slug, forms]) => {
    // Map order is first-seen order, so the first of the commonest is the newest entry's.
    const [label, form] = [...forms].reduce((best, next) => (next[1].count > best[1].count ? next : best));
    return { slug, label, count: counts.get(slug) ?? 0, language: form.language };
  });
}

/** Topics most used first, then in the page language's alphabetical order. */
export const byUse = (language: string) => (a: Topic, b: Topic) =>
  b.count - a.count || a.label.localeCompare(b.label, language);

/**
 * Up to `max` of `candidates` (newest first) that share a topic with `entry`: the most topics
 * shared first, the newer first among equals; never the entry itself; none when none share one.
 */
export function relatedTo<Entry extends { tags: readonly Tag[] }>(
  entry: Entry,
  candidates: readonly Entry[],
  max: number,
  isSame: (a: Entry, b: Entry) => boolean = (a, b) => a === b,
): Entry[] {
  const own = new Set(entry.tags.map((tag) => tag.slug));
  return candidates
    .filter((other) => !isSame(entry, other))
    .map((other) => ({ other, shared: other.tags.filter((tag) => own.has(tag.slug)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, max)
    .map(({ other }) => other);
}

/** One page of a long list: its items, its number (1 first) and how many pages there are. */
export type ListPage<Item> = { items: Item[]; page: number; pages: number };

/** The `page`th page of `items`, `size` a page; null for a page the list does not have. */
export function pageOf<Item>(items: readonly Item[], page: number, size: number): ListPage<Item> | null {
  const pages = Math.max(1, Math.ceil(items.length / size));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return { items: items.slice((page - 1) * size, page * size), page, pages };
}

/** A list page's number from its address segment (`/writing/page/2`): a plain number from 2, else none. */
export const pageNumber = (segment: string | undefined): number | null =>
  segment !== undefined && /^[1-9]\d*$/.test(segment) && segment !== '1' ? Number(segment) : null;
