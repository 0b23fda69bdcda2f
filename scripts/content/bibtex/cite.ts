/**
 * The BibTeX a reader cites: the owner's entry, values as written (braces and TeX kept, so a style
 * keeps the case they protect), with @string macros and crossref fields filled in, and only the
 * fields a citation prints: an export's abstract, keywords, file paths and private notes stay home.
 */
import { type Creator, type Entry, parse } from '@retorquere/bibtex-parser';
import { options } from './parse.ts';

/** BibTeX's and biblatex's fields that bibliography styles print. */
const CITED = new Set(
  'author editor title subtitle booktitle journal journaltitle year month date volume number pages publisher address location organization school institution series edition chapter type howpublished note doi url isbn issn eprint eprinttype archiveprefix primaryclass eprintclass'.split(
    ' ',
  ),
);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A name as BibTeX writes it, "von Last, Jr, First"; a one-part or braced name as it was. */
function bibName(creator: Creator): string {
  if (creator.name) return creator.name;
  const last = [creator.prefix, creator.lastName].filter(Boolean).join(' ');
  return [last, creator.suffix, creator.firstName].filter(Boolean).join(', ');
}

function value(field: string, raw: unknown): string | null {
  if (Array.isArray(raw)) {
    const parts = raw.map((item) => (typeof item === 'string' ? item : bibName(item as Creator)));
    return parts.length > 0 ? `{${parts.join(' and ')}}` : null;
  }
  if (typeof raw !== 'string' || !raw.trim()) return null;
  if (field === 'month' && /^\d{1,2}$/.test(raw.trim())) {
    const name = MONTHS[Number(raw.trim()) - 1];
    if (name) return name;
  }
  return `{${raw.trim()}}`;
}

/** One entry as a citation: `@type{key,` and a field a line. */
function citation(entry: Pick<Entry, 'type' | 'key' | 'fields'>): string {
  const lines = Object.entries(entry.fields as Record<string, unknown>).flatMap(([field, raw]) => {
    const name = field.toLowerCase();
    const written = CITED.has(name) ? value(name, raw) : null;
    return written === null ? [] : [`  ${name} = ${written},`];
  });
  return `@${entry.type.toLowerCase()}{${entry.key},\n${lines.join('\n')}\n}\n`;
}

/**
 * Each entry's citation in a .bib file's text, by its key in lower case (BibTeX's keys ignore
 * case). A second reading of the file, values as written: the build makes it while contentlayer2
 * runs (scripts/content/run.ts), so the check, before it, reads the file once.
 */
export function citationsOf(text: string): Map<string, string> {
  const cited = new Map<string, string>();
  for (const entry of parse(text, options(true)).entries)
    if (entry.input && !cited.has(entry.key.toLowerCase())) cited.set(entry.key.toLowerCase(), citation(entry));
  return cited;
}
