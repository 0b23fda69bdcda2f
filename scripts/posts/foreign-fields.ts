/**
 * Other generators' front-matter fields and ours: which of theirs carries which of a section
 * entry's (src/content/model/sections.ts), in the order tried. Hugo, Jekyll, AstroPaper and the
 * Astro blog starter, Eleventy's base blog and tailwind-nextjs-starter-blog (contentlayer).
 * scripts/content/check/foreign-fields.ts (issue 54) names the same fields in the check's messages.
 */
/** Our field ← their fields, first found first. `link` is a post published elsewhere (a `post` link). */
export const FOREIGN_FIELDS = {
  title: ['title'],
  date: ['date', 'pubDatetime', 'pubDate', 'publishDate', 'publishedAt', 'published', 'date_published', 'created'],
  updated: [
    'updated',
    'lastmod',
    'modDatetime',
    'updatedDate',
    'last_modified_at',
    'updated_at',
    'modified',
    'dateModified',
  ],
  summary: ['summary', 'description', 'excerpt', 'abstract'],
  tags: ['tags', 'categories', 'category', 'topics', 'keywords'],
  draft: ['draft', 'published', 'status', 'hidden', 'unlisted'],
  image: [
    'image',
    'cover',
    'heroImage',
    'ogImage',
    'images',
    'featured_image',
    'feature_image',
    'featuredImage',
    'coverImage',
    'thumbnail',
    'banner',
    'socialImage',
    'og_image',
    'header',
  ],
  imageAlt: ['imageAlt', 'image_alt', 'coverAlt', 'heroImageAlt', 'alt'],
  authors: ['authors', 'author'],
  link: ['canonicalURL', 'canonicalUrl', 'canonical_url', 'canonical', 'externalUrl', 'external_url', 'redirect_to'],
  slug: ['slug'],
} as const;
