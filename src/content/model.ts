/**
 * The content model: every document type and field the site reads from `content/`.
 *
 * This is the single definition behind everything that reads or edits content, so they can never
 * drift apart: `contentlayer.config.ts` (typed JSON at build time), `scripts/content/check/` (the
 * rules contentlayer2 does not enforce, reported at file:line), `scripts/content/export-schema.ts`
 * (JSON Schema for editor autocompletion) and `scripts/cms/config.ts` (the form at /admin).
 *
 * The parts live in ./model/: the vocabularies and limits, the field kinds, the owner's documents,
 * the site's own words (messages) and the list entries.
 */

import { certification, education, experience, project, skillCategory, social } from './model/entries.ts';
import { messages } from './model/messages.ts';
import { page, site } from './model/owner.ts';
import { sectionEntry } from './model/sections.ts';

export type { DocumentDef, FieldDef, NestedDef, UrlScheme } from './model/fields.ts';
export {
  CERTIFICATION_PAGES,
  COLOR_ROLES,
  CONTENT_EXCLUDE,
  LIMITS,
  ROUTE_PATHS,
  type RoutePath,
  SECTION_NAME,
  SECTIONS_FOLDER,
  SOCIAL_ICONS,
  TAGS_SEGMENT,
  TOPIC_ICONS,
} from './model/vocabulary.ts';

export const documentDefs = [
  site,
  messages,
  page,
  experience,
  project,
  skillCategory,
  education,
  certification,
  social,
] as const;

/**
 * The section entry (src/content/model/sections.ts) stands apart: Markdown, not YAML, and one
 * editor collection per section folder rather than one for the type.
 */
export { sectionEntry };

/** Every document type contentlayer2 compiles and the check reads: the YAML ones and the section entry. */
export const allDocumentDefs = [...documentDefs, sectionEntry] as const;
