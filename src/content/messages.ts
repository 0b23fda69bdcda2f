// contentlayer names a singleton by its type in the singular: Messages → message.
import { message as overrides } from 'contentlayer/generated';
// In a build, the words of its language that every page says (scripts/i18n/plugin.ts).
import en from '../messages/en.json' with { type: 'json' };
import type { SECTION_ONLY_GROUPS } from './model/messages';

/**
 * Every word the site itself says on every page (src/messages/en.json's shape): labels, buttons,
 * dates, status pages. The groups only the sections' pages say come with them (section-words.ts).
 */
export type Messages = Omit<typeof en, SectionOnlyGroup>;
type SectionOnlyGroup = (typeof SECTION_ONLY_GROUPS)[number];
/** The words only the sections' pages say: their lists, posts, links and diagrams, topic pages, a long list's pages. */
export type SectionWords = Pick<typeof en, SectionOnlyGroup>;

/**
 * The shipped words with the owner's own laid over them, key by key. Only the shipped keys are
 * read, so contentlayer's bookkeeping fields never leak in; a list replaces the whole list.
 */
export function overlay<T>(shipped: T, owner: unknown): T {
  if (typeof shipped === 'string') return (typeof owner === 'string' ? owner : shipped) as T;
  if (Array.isArray(shipped))
    return (Array.isArray(owner) && owner.length === shipped.length ? owner.map(String) : shipped) as T;
  const given = owner !== null && typeof owner === 'object' ? (owner as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(shipped as Record<string, unknown>).map(([key, value]) => [key, overlay(value, given[key])]),
  ) as T;
}

const messages: Messages = overlay<Messages>(en, overrides);

/** The site's words in its language: the shipped messages with the owner's overrides (content/messages.yaml, content/<code>/messages.yaml). */
export const getMessages = (): Messages => messages;

export type StatusPageText = Messages['notFound'];

/** The not-found page's words. */
export const getNotFoundText = (): StatusPageText => messages.notFound;

/** The words shown in place of a page that failed to load or render. */
export const getErrorText = (): StatusPageText => messages.error;
