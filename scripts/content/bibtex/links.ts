/**
 * An entry's links: its DOI as one https://doi.org/ address however it is written, and the address
 * fields (al-folio's among them) as links of their kind, each https:// as every link on the site.
 */
import { sectionEntry } from '../../../src/content/model/sections.ts';
import type { FieldDef } from '../../../src/content/model.ts';
import { urlProblem } from '../check/rules.ts';

/** A link an entry makes: its kind (LINK_KINDS) and an https:// address. */
export type BibLink = { kind: (typeof LINK_FIELDS)[number][1]; url: string };

/** The fields that are links, in the order the card shows them: the DOI first, the canonical one. */
const LINK_FIELDS = [
  ['doi', 'doi'],
  ['url', 'paper'],
  ['html', 'paper'],
  ['pdf', 'pdf'],
  ['code', 'code'],
  ['slides', 'slides'],
  ['video', 'video'],
  ['website', 'website'],
] as const;

const linksDef = sectionEntry.fields.links as Extract<FieldDef, { kind: 'list' }>;
const urlDef = (typeof linksDef.of === 'object' ? linksDef.of.fields.url : undefined) as Extract<
  FieldDef,
  { kind: 'url' }
>;

/** A DOI, bare (`10.1145/…`), with `doi:` or as an address (`https://doi.org/…`, `dx.doi.org`). */
const DOI = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/\S+)$/i;

/** A DOI's address: what a URL cannot hold as it is (`#`, `?`, `<`, spaces) escaped, its slashes kept. */
const doiUrl = (doi: string) => `https://doi.org/${encodeURI(doi).replace(/#/g, '%23').replace(/\?/g, '%3F')}`;

type Links = { links: BibLink[] } | { problem: [string, string] };

/** The links of an entry's fields, or the first field that is no link the site can show. */
export function linksOf(fields: Record<string, unknown>): Links {
  const links: BibLink[] = [];
  for (const [field, kind] of LINK_FIELDS) {
    const value = fields[field];
    if (typeof value !== 'string' || !value.trim()) continue;
    const written = value.trim();
    let url = written;
    if (field === 'doi') {
      const doi = DOI.exec(written)?.[1];
      if (!doi)
        return {
          problem: [
            field,
            `must be a DOI such as 10.1145/3290605.3300233, got "${written}"; write it bare or as https://doi.org/…`,
          ],
        };
      url = doiUrl(doi);
    }
    const problem = urlProblem(url, urlDef, JSON.stringify(written));
    if (problem) return { problem: [field, `${problem}; or leave the field out`] };
    if (!links.some((link) => link.url === url)) links.push({ kind, url });
  }
  if (links.length > linksDef.maxItems)
    return { problem: ['url', `makes ${links.length} links; an entry shows at most ${linksDef.maxItems}`] };
  return { links };
}
