import { format } from '../lib/message.ts';
import type { Messages } from './messages';

/** A repository's public facts, as the build fetched them from the GitHub REST API. */
export type RepoFacts = { stars: number; language: string | null; pushedAt: string; archived: boolean };

/** `owner/name` (lower case) of a https://github.com/OWNER/REPO address; null for anything else. */
export function githubRepo(url: string): string | null {
  const match = /^https:\/\/(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i.exec(url);
  return match ? `${match[1]}/${match[2]}`.toLowerCase() : null;
}

// Not toLocaleString: the first Intl use on a page loads locale data as it hydrates (see format.ts).
const grouped = (n: number, separator: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** The messages a repository's facts are written with. */
export type FactsMessages = Pick<Messages, 'dates' | 'numbers' | 'projects'>;

/** "★ 128 · TypeScript · updated Oct 2026", in UTC so the server render and the browser agree. */
export function factsLabel(facts: RepoFacts, words: FactsMessages): string {
  const pushed = new Date(facts.pushedAt);
  const month = words.dates.monthsShort[pushed.getUTCMonth()] ?? '';
  const date = format(words.dates.monthYear, { month, year: pushed.getUTCFullYear() });
  const parts = [
    format(words.projects.stars, { count: grouped(facts.stars, words.numbers.thousandsSeparator) }),
    facts.language,
    format(words.projects.updated, { date }),
  ];
  return parts.filter(Boolean).join(' · ');
}
