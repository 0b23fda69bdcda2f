/**
 * Whether a section entry is on the site. A draft (`draft: true`) never is; a dated entry is from
 * its day on: "the day" is the UTC calendar date of the build's clock, so the first build on or
 * after its date publishes it. `npm run dev` compiles the others too and marks them (docs/sections.md).
 */

export type Publication = 'published' | 'draft' | 'scheduled';

/** A clock's UTC calendar day, `YYYY-MM-DD`: the day a build publishes for. */
export const utcDay = (time: Date): string => time.toISOString().slice(0, 10);

/** The day a front-matter date names: contentlayer2 stores an ISO timestamp, YAML text a day, js-yaml a Date. */
function dayOf(date: unknown): string | null {
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? null : utcDay(date);
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null;
}

/** An entry's state on `today` (`YYYY-MM-DD`, UTC): a draft wins over a date still to come. */
export function publicationOf(entry: { draft?: unknown; date?: unknown }, today: string): Publication {
  if (entry.draft === true) return 'draft';
  const day = dayOf(entry.date);
  return day !== null && day > today ? 'scheduled' : 'published';
}
