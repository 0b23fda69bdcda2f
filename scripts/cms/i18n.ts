/**
 * The editor in the site's languages (`languages:` in site.yaml): Sveltia CMS's i18n, laid over
 * the form config.ts derives from the model. Each language's file sits where the build reads it,
 * content/<code>/<the original's path>: a `{{locale}}` folder in each collection's path, left out for
 * the default language (omit_default_locale_from_file_path), so the originals stay where they are.
 * Words (the overlay's translatable fields, and groups and lists that hold some) are `i18n: true`;
 * every other field is `i18n: false`: edited in the original alone and left out of a translation's
 * file, which the build fills from the original. Not `duplicate`: that copies the email, links and
 * dates into every translation on each save, and an owner who later changes them in GitHub's own
 * editor would meet a translation contradicting its original.
 */
import type { DocumentDef, FieldDef, NestedDef } from '../../src/content/model';
import { isTranslatable } from '../i18n/overlay';
import type { CmsField } from './fields';

/** Sveltia's i18n option: the place of each language's file and which one is the original. */
export const i18nOption = (languages: readonly string[]) => ({
  structure: 'multiple_root_folders',
  locales: [...languages],
  default_locale: languages[0],
  omit_default_locale_from_file_path: true,
});

/** `content/experience` → `content/{{locale}}/experience`: Sveltia's placeholder for the language folder. */
const localized = (path: string, contentDir: string) =>
  path.replace(new RegExp(`^${contentDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`), `${contentDir}/{{locale}}/`);

/** The fields inside a group or a list of entries, or null. */
const innerFields = (def: FieldDef): Record<string, FieldDef> | null =>
  def.kind === 'nested' || (def.kind === 'list' && typeof def.of === 'object') ? (def.of as NestedDef).fields : null;

const holdsWords = (def: FieldDef): boolean =>
  isTranslatable(def) || Object.values(innerFields(def) ?? {}).some(holdsWords);

/**
 * Form fields marked as the model says: words translated, everything else the original's alone.
 * A required field is required in the default language alone (Sveltia takes a list of locales): a
 * translation may leave words out, which then show the original's.
 */
function localizedFields(fields: CmsField[], defs: Record<string, FieldDef>, original: string): CmsField[] {
  return fields.map((field) => {
    const def = defs[field.name];
    if (!def) return field;
    const words = holdsWords(def);
    const nested = innerFields(def);
    const inner =
      Array.isArray(field.fields) && nested
        ? { fields: localizedFields(field.fields as CmsField[], nested, original) }
        : {};
    const required = field.required === false ? {} : { required: [original] };
    return { ...field, ...inner, ...required, i18n: words };
  });
}

type Collection = { fields?: CmsField[]; folder?: string; files?: { file: string; fields: CmsField[] }[] };

/** One collection in every language: its files under content/<code>/, its fields marked. */
export function localizedCollection<C extends Collection>(
  collection: C,
  def: DocumentDef,
  contentDir: string,
  original: string,
): C {
  if (collection.files)
    return {
      ...collection,
      i18n: true,
      files: collection.files.map((file) => ({
        ...file,
        file: localized(file.file, contentDir),
        i18n: true,
        fields: localizedFields(file.fields, def.fields, original),
      })),
    };
  return {
    ...collection,
    i18n: true,
    ...(collection.folder ? { folder: localized(collection.folder, contentDir) } : {}),
    fields: localizedFields(collection.fields ?? [], def.fields, original),
  };
}
