/**
 * A section the owner adds without code: a page file `pages/<name>.yaml` with `path: /<name>`, and
 * a folder of entries `sections/<name>/*.md`, or `.bib` files whose entries become the same
 * documents (scripts/content/bibtex/). One entry shape serves talks, publications, awards and
 * posts: front matter for the card, an optional Markdown body for a page of its own.
 */
import { type DocumentDef, https, type NestedDef, paragraph, text } from './fields.ts';
import { DATE_PRECISIONS, LIMITS, LINK_KINDS, SECTIONS_FOLDER } from './vocabulary.ts';

const entryLink: NestedDef = {
  name: 'EntryLink',
  fields: {
    kind: { kind: 'enum', options: LINK_KINDS, description: `What the link points to: ${LINK_KINDS.join(', ')}.` },
    url: https('Full https:// address.'),
    label: text('Link text; leave out to use the kind\'s own word, e.g. "Slides".', { required: false }),
  },
};

export const sectionEntry: DocumentDef = {
  name: 'SectionEntry',
  description:
    'One entry of a section (a talk, a paper, a post): front matter for its card; a Markdown body below gives it a page of its own.',
  filePathPattern: `${SECTIONS_FOLDER}/*/*.md`,
  markdown: true,
  periods: [
    ['date', 'updated'],
    ['date', 'end'],
  ],
  fields: {
    title: text('Title of the talk, paper or post.'),
    date: {
      kind: 'date',
      required: false,
      description:
        'When it happened or was published, YYYY-MM-DD; dated entries are listed newest first and feed. A day still to come publishes it with the first build on or after that day (UTC).',
    },
    updated: {
      kind: 'date',
      required: false,
      description:
        'When it was last changed in a way worth saying, YYYY-MM-DD, not before date; shown on the page and in the feed.',
    },
    draft: {
      kind: 'boolean',
      required: false,
      description:
        'true keeps it off the site (every page, list, feed and the résumé) while you write; npm run dev still shows it, marked as a draft.',
    },
    datePrecision: {
      kind: 'enum',
      options: DATE_PRECISIONS,
      required: false,
      description:
        'How much of the date is known: year shows "2021", month "Mar 2021" (write the date as its first day); the whole day when left out.',
    },
    end: {
      kind: 'date',
      required: false,
      description: 'For something that lasted (volunteering, a role): its last day, YYYY-MM-DD; date is its first.',
    },
    summary: paragraph('A sentence or two shown on the card and in the feed.', { required: false }),
    venue: text('Where: the conference, journal, publication or place.', { required: false }),
    badge: text("A short label shown as a badge on the card, e.g. the venue's abbreviation (ICML).", {
      required: false,
    }),
    authors: {
      kind: 'list',
      of: 'string',
      format: 'names',
      minItems: 0,
      maxItems: LIMITS.listItems,
      maxLength: LIMITS.label,
      required: false,
      description:
        "A paper's authors or a talk's speakers, in the order credited, your own name among them (shown in bold); names are not translated.",
    },
    links: {
      kind: 'list',
      of: entryLink,
      minItems: 0,
      maxItems: 12,
      required: false,
      description: 'Links shown on the card; an entry with no body and a link opens the first one.',
    },
    tags: {
      kind: 'list',
      of: 'string',
      format: 'tags',
      minItems: 0,
      maxItems: LIMITS.listItems,
      maxLength: LIMITS.label,
      required: false,
      description:
        'Topics, shown as chips, each a link to its page (/tags/<topic>) listing every entry of every section with it; "CI" and "ci" are one topic.',
    },
    image: {
      kind: 'string',
      format: 'image',
      maxLength: LIMITS.label,
      required: false,
      description: 'Image file under content/, e.g. assets/talk.jpg; needs imageAlt.',
    },
    imageAlt: paragraph('Description of the image for screen readers.', { required: false }),
    bibtex: {
      kind: 'string',
      format: 'bibtex',
      maxLength: LIMITS.paragraph,
      required: false,
      description:
        'The entry in BibTeX (one @type{key, …} entry), which its Cite action offers to copy or download; entries from a .bib file carry their own.',
    },
  },
};
