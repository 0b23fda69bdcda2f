import { allSectionEntries } from 'contentlayer/generated';
import { PAGES_BASE } from '@/lib/language';

/** Where an entry's BibTeX is written, relative to its language's pages (scripts/site/citations.ts). */
const citePath = (section: string, slug: string) => `${section}/${slug}.bib`;

/** An entry's Cite action: its BibTeX file, which the browser fetches (its bundle holds only `hasBibtex`). */
export const citeOf = (entry: { section: string; slug: string; hasBibtex: boolean }) =>
  entry.hasBibtex ? { href: `${PAGES_BASE}${citePath(entry.section, entry.slug)}`, file: `${entry.slug}.bib` } : null;

/** Each BibTeX of the `sections` shown and where its file goes: what the prerender writes. */
export const citationsOf = (sections: readonly string[]) =>
  allSectionEntries.flatMap((entry) =>
    entry.bibtex && sections.includes(entry.section)
      ? [{ path: citePath(entry.section, entry.slug), bibtex: entry.bibtex }]
      : [],
  );
