/**
 * The Sveltia CMS configuration (Decap's format), derived from src/content/model.ts so the form at /admin can never
 * drift from the content check: one collection per document type, one widget per field kind.
 */
import {
  type DocumentDef,
  documentDefs,
  type FieldDef,
  type NestedDef,
  ROUTE_PATHS,
  SECTIONS_FOLDER,
  sectionEntry,
  type UrlScheme,
} from '../../src/content/model';
import { i18nOption, localizedCollection } from './i18n';

/** A widget and its options, as Sveltia (after Decap) documents them for each widget. */
type Widget = { widget: string; [option: string]: unknown };

/** One form field: a widget with its name, label and hint. */
/** `required` lists the languages a field is required in, when the site has several (i18n.ts). */
export type CmsField = Widget & { name: string; label: string; hint: string; required?: false | string[] };

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
};

/** Where uploaded images go, relative to the content folder; the portrait field names them so. */
const MEDIA_FOLDER = 'assets';

const label = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

const SCHEME_TEXT: Record<UrlScheme, string> = { https: 'https://', mailto: 'mailto:', tel: 'tel:' };

/** The regular expression and message the form shows for a URL field. */
export function urlPattern(schemes: readonly UrlScheme[]): [string, string] {
  const prefixes = schemes.map((scheme) => SCHEME_TEXT[scheme].replace(/[/]/g, '\\/'));
  const words = schemes.map((scheme) => SCHEME_TEXT[scheme]).join(' or ');
  return [`^(${prefixes.join('|')})\\S+$`, `Must be a full address starting with ${words}`];
}

const STRING_PATTERNS: Record<string, [string, string]> = {
  email: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'Must be an email address, e.g. me@example.com'],
  phone: ['^\\+?[0-9 ()./-]{6,}$', 'Must be a phone number, e.g. +44 20 7946 0000'],
};

/** The widget and its constraints for one kind of field. */
function widgetFor(def: FieldDef): Widget {
  switch (def.kind) {
    case 'string':
      if (def.format === 'image') return { widget: 'image', choose_url: false };
      return def.format ? { widget: 'string', pattern: STRING_PATTERNS[def.format] } : { widget: 'string' };
    case 'url':
      return { widget: 'string', pattern: urlPattern(def.schemes) };
    case 'path':
      // A section's page names its own folder: /<name>, which the content check confirms.
      return { widget: 'select', options: [...ROUTE_PATHS] };
    case 'integer':
      return { widget: 'number', value_type: 'int', min: def.min, max: def.max, step: 1 };
    case 'date':
      // Stored as the content check wants it: YYYY-MM-DD, no time of day.
      return { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
    case 'boolean':
      return { widget: 'boolean' };
    case 'enum':
      return { widget: 'select', options: [...def.options] };
    case 'nested':
      return { widget: 'object', collapsed: false, fields: fieldsOf(def.of) };
    case 'list':
      if (def.of === 'string')
        return { widget: 'list', min: def.minItems, field: { name: 'item', label: 'Item', widget: 'string' } };
      if (def.of === 'enum') return { widget: 'select', multiple: true, min: def.minItems, options: [...def.options] };
      return { widget: 'list', min: def.minItems, fields: fieldsOf(def.of) };
  }
}

/** One model field as a form field: its widget, its constraints and its description as the hint. */
function cmsField(name: string, def: FieldDef): CmsField {
  const field: CmsField = { name, label: label(name), hint: def.description, ...widgetFor(def) };
  if (def.required === false) field.required = false;
  return field;
}

function fieldsOf(def: Pick<NestedDef, 'fields'>): CmsField[] {
  return Object.entries(def.fields).map(([name, field]) => cmsField(name, field));
}

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
          // Uploads land in content/assets/ and the field gets `assets/name.jpg`, the path the check
          // wants (the global public folder would write `/assets/…`). From the repository's root, not
          // from the file: in several languages the file's folder is content/{{locale}}/, which the
          // editor cannot resolve for an upload and filled with an entry's hash.
          media_folder: `/${contentDir}/${MEDIA_FOLDER}`,
          public_folder: MEDIA_FOLDER,
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
 * One section's entries: Markdown files with front matter in sections/<name>/, the same fields
 * for every section, and the body as a Markdown field (which the content check holds to Markdown:
 * no raw HTML, https links only). Images go to content/assets/, named `assets/…` as the check wants.
 */
function sectionCollection(name: string, contentDir: string) {
  return {
    name: `${SECTIONS_FOLDER}-${name}`,
    label: label(name),
    label_singular: 'Entry',
    description: `${sectionEntry.description} Folder ${SECTIONS_FOLDER}/${name}/; its page is pages/${name}.yaml.`,
    folder: `${contentDir}/${SECTIONS_FOLDER}/${name}`,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    slug: '{{title}}',
    identifier_field: 'title',
    media_folder: `/${contentDir}/${MEDIA_FOLDER}`,
    public_folder: MEDIA_FOLDER,
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
      ...(options.sections ?? []).map((name) => [sectionCollection(name, contentDir), sectionEntry] as const),
    ].map(([collection, def]) =>
      languages.length > 1 ? localizedCollection(collection, def, contentDir, languages[0] as string) : collection,
    ),
  };
}
