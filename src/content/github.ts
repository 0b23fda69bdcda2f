import { MONTHS } from './format.ts';

/** A repository's public facts, as the build fetched them from the GitHub REST API. */
export type RepoFacts = { stars: number; language: string | null; pushedAt: string; archived: boolean };

/** `owner/name` (lower case) of a https://github.com/OWNER/REPO address; null for anything else. */
export function githubRepo(url: string): string | null {
  const match = /^https:\/\/(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i.exec(url);
  return match ? `${match[1]}/${match[2]}`.toLowerCase() : null;
}

// Not toLocaleString: the first Intl use on a page loads locale data as it hydrates (see format.ts).
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "★ 128 · TypeScript · updated Oct 2026", in UTC so the server render and the browser agree. */
export function factsLabel(facts: RepoFacts): string {
  const pushed = new Date(facts.pushedAt);
  const month = MONTHS[pushed.getUTCMonth()]?.slice(0, 3);
  const parts = [`★ ${thousands(facts.stars)}`, facts.language, `updated ${month} ${pushed.getUTCFullYear()}`];
  return parts.filter(Boolean).join(' · ');
}
