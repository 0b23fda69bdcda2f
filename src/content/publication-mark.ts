import { type DateMessages, type DisplayDate, toDisplayDate } from './format';
import { publicationOf, utcDay } from './model/publication';

/** Only under `npm run dev`, which compiles them too: a draft, or an entry still to come on its day. */
export type PublicationMark = { state: 'draft' } | { state: 'scheduled'; date: DisplayDate };

/**
 * A build never holds drafts or scheduled entries (contentlayer.config.ts), so it marks nothing;
 * the dev server marks them, by the UTC day of the computer it runs on.
 */
export function markOf(entry: { draft?: boolean; date?: string }, dates: DateMessages): PublicationMark | null {
  if (!import.meta.env.DEV) return null;
  const state = publicationOf(entry, utcDay(new Date()));
  if (state === 'draft') return { state };
  return state === 'scheduled' && entry.date ? { state, date: toDisplayDate(entry.date, dates) } : null;
}
