/** The fixed vocabularies and limits content may use: routes, colour roles, icons and sizes. */

/** Folders under content/ that hold no documents. */
export const CONTENT_EXCLUDE = ['assets', 'schemas'] as const;

export const ROUTE_PATHS = ['/', '/experience', '/projects', '/skills', '/education', '/contact'] as const;
export type RoutePath = (typeof ROUTE_PATHS)[number];

/** Theme roles a content file may colour an item with; the hex values live in src/styles. */
export const COLOR_ROLES = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

/**
 * Topic icons for skills, projects and certificates; src/components/Icon maps each to a glyph.
 * Brand marks are a separate set, so pages without social links never download them.
 */
export const TOPIC_ICONS = [
  'code',
  'layers',
  'cloud',
  'database',
  'terminal',
  'award',
  'shield',
  'blocks',
  'graduation',
] as const;

/** Icons for social link tiles; src/components/SocialIcon maps each to a brand mark or glyph. */
export const SOCIAL_ICONS = ['linkedin', 'github', 'mail', 'globe'] as const;

/**
 * The kinds of link a section entry may carry; src/routes/-components/sections/LinkIcon maps each
 * to a glyph and a label. https only, like every web link.
 */
export const LINK_KINDS = [
  'slides',
  'video',
  'paper',
  'pdf',
  'code',
  'doi',
  'post',
  'website',
  'event',
  'recording',
] as const;

/** How much of a section entry's date is known: a paper of 2021 shows "2021", not "1 Jan 2021". */
export const DATE_PRECISIONS = ['year', 'month', 'day'] as const;

/** Folder under content/ whose sub-folders are sections (`sections/talks/*.md`). */
export const SECTIONS_FOLDER = 'sections';

/**
 * Where the topic pages are, across sections: `/tags` lists the topics, `/tags/<topic>` the entries
 * of every section with it. So no section may take this name.
 */
export const TAGS_SEGMENT = 'tags';

/** A section's list shows this many entries a page; the rest are at `/<section>/page/2`, `/page/3`, … */
export const ENTRIES_PER_PAGE = 20;

/** The address segment before a list page's number (`/writing/page/2`). */
export const PAGE_SEGMENT = 'page';

/** At most this many related entries under a post, chosen by the topics they share. */
export const RELATED_ENTRIES = 3;

/** A section's name, which is also its address (`/talks`): lower-case letters, digits and dashes (a pattern to anchor where it is used). */
export const SECTION_NAME = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** Pages on which a certification appears. */
export const CERTIFICATION_PAGES = ['skills', 'education'] as const;

/**
 * Size limits, in one place: far above any real owner's content (30 roles, 10 projects and 60
 * skills stay well under them), yet low enough that a pasted 5 MB list is refused by the
 * content check at once instead of building for a minute into a 50 MB page.
 */
export const LIMITS = {
  fileBytes: 256 * 1024, // one content file; the largest sample file is under 3 KB
  bibtexBytes: 2 * 1024 * 1024, // one .bib file; 500 entries with their abstracts are about 350 KB
  imageBytes: 20 * 1024 * 1024, // one image; a phone camera's photo is 3-12 MB
  listItems: 100, // items in one list
  label: 200, // characters in a name, title, label or chip
  paragraph: 4000, // characters in a sentence or paragraph
  url: 2000, // characters in a link
} as const;

/** Page sizes of resume.pdf: A4, or US Letter. */
export const PAPER_SIZES = ['A4', 'Letter'] as const;

/**
 * Languages a site may be written in: ISO 639-1 codes, and the regional forms whose words differ
 * enough to be told apart. Each gets its month names from CLDR; the site's own words are shipped
 * for some (src/messages/) and fall back to English for the rest until the owner translates them.
 */
export const LANGUAGE_CODES = [
  ...'af am ar az be bg bn bs ca cs cy da de el en es et eu fa fi fil fr ga gl gu he hi hr hu hy id is it ja ka kk km kn ko ky lo lt lv mk ml mn mr ms my nb ne nl nn no pa pl ps pt ro ru si sk sl sq sr sv sw ta te th tr uk ur uz vi zh zu'.split(
    ' ',
  ),
  ...'en-GB en-US es-419 fr-CA pt-BR pt-PT zh-Hans zh-Hant'.split(' '),
] as const;

/** At most this many languages: each is a build of its own. */
export const MAX_LANGUAGES = 20;
