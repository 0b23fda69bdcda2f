/**
 * Front-matter fields other blog generators use (Hugo, Jekyll, Eleventy, Astro and AstroPaper,
 * Fuwari, Hexo, Ghost, tailwind-nextjs-starter-blog) and what a section entry says instead: the
 * check names ours when a post brings theirs, and the post importer maps them with the same table.
 * Names are matched whatever their case, as Hugo reads them.
 */
import type { sectionEntry } from '../../../src/content/model/sections.ts';

/** A section entry's field, or `links` for a post published elsewhere (a `post` link). */
type EntryField = keyof typeof sectionEntry.fields;

type ForeignField = {
  /** Our field that carries what theirs did; null when the site does it another way. */
  ours: EntryField | null;
  /** What to write instead, as the check's message ends (after "is not a known field; "). */
  advice: string;
};

const rename = (ours: EntryField, what: string, example: string): ForeignField => ({
  ours,
  advice: `here it is ${ours} (${what}): write ${example}`,
});
const day = (ours: 'date' | 'updated', what: string) => rename(ours, what, `${ours}: YYYY-MM-DD, the day alone`);
const summary = rename('summary', 'the sentence or two on the card and in the feed', 'summary: …');
const tags = rename('tags', 'its topics', 'tags: [one, two]');
const image = rename('image', 'a picture for its card and page, a file under content/', 'image: assets/name.jpg');
const imageAlt = rename('imageAlt', 'what the image shows, for screen readers', 'imageAlt: …');
const canonical: ForeignField = {
  ours: 'links',
  advice:
    'a post published elsewhere is an entry with no body and a post link: links: [{ kind: post, url: https://… }]',
};
const address: ForeignField = {
  ours: null,
  advice:
    'the file name is the address here (sections/writing/my-post.md is /writing/my-post): rename the file instead, and remove the line',
};
const toc: ForeignField = {
  ours: null,
  advice: 'a post with three or more headings gets its table of contents by itself: remove the line',
};
const layout: ForeignField = {
  ours: null,
  advice: "every entry of a section is laid out by the section's page: remove the line",
};
const unlisted: ForeignField = {
  ours: 'draft',
  advice: 'an entry is on the site or not: draft: true keeps it off every page, list and feed',
};

/** Their field, by its name in lower case, and ours, in the order the importer tries them. */
const TABLE: Record<string, ForeignField> = {
  pubdatetime: day('date', 'when it was published'),
  pubdate: day('date', 'when it was published'),
  publishdate: day('date', 'when it was published'),
  publishedat: day('date', 'when it was published'),
  // Jekyll's `published: false` is a draft; Fuwari's `published: 2024-05-03` a date (see foreignFieldAdvice).
  published: day('date', 'when it was published'),
  date_published: day('date', 'when it was published'),
  created: day('date', 'when it was published'),
  lastmod: day('updated', 'when it last changed'),
  moddatetime: day('updated', 'when it last changed'),
  updateddate: day('updated', 'when it last changed'),
  last_modified_at: day('updated', 'when it last changed'),
  modified: day('updated', 'when it last changed'),
  datemodified: day('updated', 'when it last changed'),
  updated_at: day('updated', 'when it last changed'),
  description: summary,
  excerpt: summary,
  abstract: summary,
  categories: tags,
  category: tags,
  topics: tags,
  keywords: tags,
  status: { ours: 'draft', advice: 'draft: true keeps an entry off the site while you write; leave it out to publish' },
  cover: { ours: 'image', advice: 'here it is image and imageAlt: write image: assets/name.jpg and imageAlt: …' },
  heroimage: image,
  ogimage: {
    ours: 'image',
    advice:
      "each post's share image is drawn from its title by itself; for a picture on its card and page write image: assets/name.jpg",
  },
  images: image,
  featured_image: image,
  feature_image: image,
  featuredimage: image,
  coverimage: image,
  thumbnail: image,
  banner: image,
  socialimage: image,
  og_image: image,
  header: image,
  image_alt: imageAlt,
  coveralt: imageAlt,
  heroimagealt: imageAlt,
  alt: imageAlt,
  author: rename('authors', 'a list, in the order credited', 'authors: [Your Name]'),
  canonicalurl: canonical,
  canonical_url: canonical,
  canonical: canonical,
  externalurl: canonical,
  external_url: canonical,
  redirect_to: canonical,
  slug: address,
  permalink: address,
  url: address,
  aliases: {
    ours: null,
    advice:
      'the file name is the only address an entry has, and old addresses are not redirected: remove the line (keep the file name to keep the address)',
  },
  layout,
  type: layout,
  template: layout,
  toc,
  showtoc: toc,
  tocopen: toc,
  series: {
    ours: null,
    advice: 'there are no series: name the series in tags (tags: [My series]) and remove the line',
  },
  weight: {
    ours: null,
    advice: 'entries are listed newest first by date: set date to move one, and remove the line',
  },
  featured: { ours: null, advice: 'no entry is pinned: entries are listed newest first; remove the line' },
  hidden: unlisted,
  unlisted,
  expirydate: {
    ours: null,
    advice: 'entries do not expire: when one should go, write draft: true or delete the file, and remove the line',
  },
  lang: {
    ours: null,
    advice:
      "a post is in the site's first language; its translation goes in content/<code>/ under the same name (docs/languages.md): remove the line",
  },
  language: {
    ours: null,
    advice:
      "a post is in the site's first language; its translation goes in content/<code>/ under the same name (docs/languages.md): remove the line",
  },
  timezone: { ours: null, advice: 'dates are days, read in UTC: remove the line' },
  comments: { ours: null, advice: 'the site has no comments: remove the line' },
};

/** Their field of that name, whatever its case, and ours; undefined for a name no generator uses. */
export function foreignField(name: string): ForeignField | undefined {
  const key = name.toLowerCase();
  return Object.hasOwn(TABLE, key) ? TABLE[key] : undefined;
}

/** Their fields that carry one of ours, in the order the importer tries them (lower case). */
export const foreignFieldsFor = (ours: EntryField): string[] =>
  Object.entries(TABLE)
    .filter(([, field]) => field.ours === ours)
    .map(([name]) => name);

/**
 * What the check says after "<name> is not a known field; ", or undefined when no generator uses
 * the name. `value` is the field's value (Jekyll's `published: false` is a draft), `present` the
 * line of each of our fields the file already has.
 */
export function foreignFieldAdvice(
  name: string,
  value: unknown,
  present: ReadonlyMap<string, number>,
): string | undefined {
  const field = foreignField(name);
  if (!field) return undefined;
  if (name.toLowerCase() === 'published' && typeof value === 'boolean')
    return value
      ? 'an entry is published unless it says draft: true: remove the line'
      : 'here it is draft: write draft: true to keep the entry off the site';
  // A post link is one of several links: the file's `links` may not hold it yet.
  const line = field.ours && field.ours !== 'links' ? present.get(field.ours) : undefined;
  if (line !== undefined) return `${field.ours} (line ${line}) says that here: remove this line`;
  return field.advice;
}
