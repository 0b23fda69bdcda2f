/**
 * The Sveltia CMS configuration (Decap's format), derived from src/content/model.ts so the form at /admin can never
 * drift from the content check: one collection per document type, one widget per field kind (fields.ts).
 */
import { type DocumentDef, documentDefs, SECTIONS_FOLDER, sectionEntry } from '../../src/content/model';
import { fieldsOf, label } from './fields';
import { i18nOption, localizedCollection } from './i18n';

export type CmsOptions = {
  /** `owner/name` of the GitHub repository the CMS commits to. */
  repo: string;
  branch: string;
  /** Folder of the content inside the repository. */
  contentDir?: string;
  /** An OAuth helper's address (`base_url`), for a sign-in button; without it the owner pastes a token. */
  oauthUrl?: string;
  /** The site's languages, default first (`languages:` in site.yaml); with more than one the form edits each (i18n.ts). */
  languages?: readonly string[];
  /** The section folders in content/sections/, each a collection of its own. */
  sections?: readonly string[];
  /** A section's name in the navigation (its page's `name`: "Open source"), which its collection is listed by. */
  sectionTitles?: Readonly<Record<string, string>>;
};

/** Where uploaded images go, relative to the content folder; the portrait field names them so. */
const MEDIA_FOLDER = 'assets';
// Uploads land in content/assets/, named `/assets/me.jpg` (read from content/). From the root, not
// the file: a translated file's folder is content/{{locale}}/, which Sveltia resolved to a hash.
const media = (contentDir: string) => ({ media_folder: `/${contentDir}/${MEDIA_FOLDER}`, public_folder: MEDIA_FOLDER });

/** The folder a document type lives in: `projects/*.{yaml,yml}` → `projects`. */
const folderOf = (def: DocumentDef) => def.filePathPattern.split('/')[0] as string;

/** The field an entry is listed by: the first required plain-text field. */
function identifierOf(def: DocumentDef): string {
  const found = Object.entries(def.fields).find(([, field]) => field.kind === 'string' && field.required !== false);
  if (!found) throw new Error(`${def.name} has no required text field to list its entries by.`);
  return found[0];
}

/** One collection for a document type: a folder of YAML files named by slug, or site.yaml alone. */
function cmsCollection(def: DocumentDef, contentDir = 'content') {
  const fields = fieldsOf(def);
  if (def.isSingleton)
    return {
      name: folderOf(def).replace(/\.ya?ml$/, ''),
      label: label(def.name),
      description: def.description,
      editor: { preview: false },
      files: [
        {
          name: def.name.toLowerCase(),
          label: label(def.name),
          file: `${contentDir}/${def.filePathPattern}`,
          ...media(contentDir),
          fields,
        },
      ],
    };
  return {
    name: folderOf(def),
    label: label(folderOf(def)),
    label_singular: label(def.name),
    description: def.description,
    folder: `${contentDir}/${folderOf(def)}`,
    extension: 'yaml',
    format: 'yaml',
    create: true,
    slug: `{{${identifierOf(def)}}}`,
    identifier_field: identifierOf(def),
    editor: { preview: false },
    fields,
  };
}

/**
 * One section's entries: Markdown files with front matter in sections/<name>/, the same fields for
 * every section, and the body as a Markdown field (the check holds it to no raw HTML, https links).
 */
function sectionCollection(name: string, contentDir: string, title = label(name)) {
  return {
    name: `${SECTIONS_FOLDER}-${name}`,
    label: title,
    label_singular: 'Entry',
    description: `${sectionEntry.description} Folder ${SECTIONS_FOLDER}/${name}/; its page is the one in Pages whose path is /${name}.`,
    folder: `${contentDir}/${SECTIONS_FOLDER}/${name}`,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    slug: '{{title}}',
    identifier_field: 'title',
    ...media(contentDir),
    editor: { preview: false },
    fields: [
      ...fieldsOf(sectionEntry),
      {
        name: 'body',
        label: 'Body',
        widget: 'markdown',
        required: false as const,
        hint: 'The text of a post, in Markdown; leave empty for an entry that is only a card (a talk, or a post published elsewhere).',
      },
    ],
  };
}

/**
 * The whole configuration: the GitHub backend, the media folder and every collection. Empty
 * optional fields are left out of a saved file rather than written as `''`, which the check refuses
 * for addresses; the YAML is written as the content files already are, so a save is a small diff.
 */
export function cmsConfig(options: CmsOptions, defs: readonly DocumentDef[] = documentDefs) {
  const contentDir = options.contentDir ?? 'content';
  const languages = options.languages ?? [];
  const backend: Record<string, unknown> = { name: 'github', repo: options.repo, branch: options.branch };
  // Without an OAuth helper Sveltia's "Sign In with GitHub" would go to Netlify's, which is not
  // this site's: only the token is offered.
  backend.auth_methods = options.oauthUrl ? ['oauth', 'token'] : ['token'];
  if (options.oauthUrl) backend.base_url = options.oauthUrl;
  return {
    backend: { ...backend, commit_messages: { update: 'content: update {{collection}} "{{slug}}" from /admin' } },
    media_folder: `${contentDir}/${MEDIA_FOLDER}`,
    public_folder: MEDIA_FOLDER,
    slug: { encoding: 'ascii', clean_accents: true },
    // Stock-photo libraries are third-party services the page's policy blocks anyway.
    media_libraries: { stock_assets: false },
    output: { omit_empty_optional_fields: true, yaml: { indent_size: 2, indent_sequences: true, quote: 'none' } },
    ...(languages.length > 1 ? { i18n: i18nOption(languages) } : {}),
    collections: [
      ...defs.map((def) => [cmsCollection(def, contentDir), def] as const),
      ...(options.sections ?? []).map(
        (name) => [sectionCollection(name, contentDir, options.sectionTitles?.[name]), sectionEntry] as const,
      ),
    ].map(([collection, def]) =>
      languages.length > 1 ? localizedCollection(collection, def, contentDir, languages[0] as string) : collection,
    ),
  };
}
