/**
 * JSON Schema for each document type, generated from src/content/model.ts with the same patterns
 * as the content check, so editors (via the `yaml-language-server` comment at the top of each
 * file) autocomplete fields, show their descriptions and flag mistakes while typing.
 */
import {
  allDocumentDefs,
  type DocumentDef,
  type FieldDef,
  ROUTE_PATHS,
  SECTION_NAME,
} from '../../../src/content/model.ts';
import { DATE_PATTERN, EMAIL_PATTERN, IMAGE_PATTERN, PHONE_PATTERN, urlPattern } from './rules.ts';
import { optionalFields } from './translations.ts';
import { documentTypeOf, isLanguageFolder } from './walk.ts';

type Schema = Record<string, unknown>;

/** The schema file name of a document type: SkillCategory -> skill-category.schema.json. */
export const schemaFileName = (def: DocumentDef) =>
  `${def.name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}.schema.json`;

/**
 * The folder, at the repository's root, that holds the schemas: generated from the model, they
 * change with each release, so they stay out of content/, which only its owner changes.
 */
export const SCHEMA_DIR = 'schemas';

// A BibTeX entry has no pattern: the check parses it.
const FORMAT_PATTERNS: Partial<Record<string, RegExp>> = {
  email: EMAIL_PATTERN,
  phone: PHONE_PATTERN,
  image: IMAGE_PATTERN,
};

function valueSchema(field: FieldDef): Schema {
  switch (field.kind) {
    case 'string': {
      const pattern = field.format && FORMAT_PATTERNS[field.format];
      return { type: 'string', minLength: 1, ...(pattern ? { pattern: pattern.source } : {}) };
    }
    case 'url':
      // The site's own address: no query or fragment, as the check says.
      return { type: 'string', pattern: `${field.siteAddress ? '^(?!.*[?#])' : ''}${urlPattern(field.schemes)}` };
    case 'path':
      // Or a section's: /<name>, its entries in sections/<name>/ (the content check names a misspelt page).
      return { type: 'string', anyOf: [{ enum: [...ROUTE_PATHS] }, { pattern: `^/${SECTION_NAME}$` }] };
    case 'integer':
      return { type: 'integer', minimum: field.min, maximum: field.max };
    case 'date':
      return { type: 'string', pattern: DATE_PATTERN.source };
    case 'boolean':
      return { type: 'boolean' };
    case 'enum':
      return { type: 'string', enum: [...field.options] };
    case 'nested':
      return objectSchema(field.of.fields);
    case 'list': {
      const items =
        field.of === 'string'
          ? { type: 'string', minLength: 1 }
          : field.of === 'enum'
            ? { type: 'string', enum: [...field.options] }
            : objectSchema(field.of.fields);
      return { type: 'array', minItems: field.minItems, items };
    }
  }
}

function fieldSchema(field: FieldDef): Schema {
  const schema = { description: field.description, ...valueSchema(field) };
  // An optional field may be left empty, which counts as left out.
  return field.required === false ? { description: field.description, anyOf: [schema, { type: 'null' }] } : schema;
}

function objectSchema(fields: Record<string, FieldDef>): Schema {
  const required = Object.entries(fields)
    .filter(([, field]) => field.required !== false)
    .map(([name]) => name);
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}

/** The JSON Schema (draft-07, which editors support best) of one document type. */
function toJsonSchema(def: DocumentDef): Schema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: def.name,
    description: `${def.description} Generated from src/content/model.ts by npm run schema; do not edit.`,
    ...objectSchema(def.fields),
  };
}

/** The schema of a translation (content/<code>/, the original's name): the same fields, none required. */
export const translationSchemaFileName = (def: DocumentDef) =>
  schemaFileName(def).replace(/\.schema\.json$/, '.translation.schema.json');

function toTranslationSchema(def: DocumentDef): Schema {
  return {
    ...toJsonSchema({ ...def, fields: optionalFields(def.fields) }),
    title: `${def.name} translation`,
    description: `A translation of one ${def.name} file, in content/<language>/ under the original's name: any of its fields, with words translated and every other value as in the original. Generated from src/content/model.ts by npm run schema; do not edit.`,
  };
}

/** The `$schema=` address written atop a content file (content-relative path), a translation's included. */
export function schemaLink(path: string): string | undefined {
  const parts = path.split('/');
  const translation = parts.length > 1 && isLanguageFolder(parts[0] ?? '');
  const own = translation ? parts.slice(1).join('/') : path;
  const def = documentTypeOf(own);
  if (!def) return undefined;
  // Up from the file's folder to the content folder, then one more to the repository's root.
  const up = '../'.repeat(parts.length);
  return `${up}${SCHEMA_DIR}/${translation ? translationSchemaFileName(def) : schemaFileName(def)}`;
}

const asText = (schema: Schema) => `${JSON.stringify(schema, null, 2)}\n`;

/** Every schema file as it should be on disk, by file name. */
export function allSchemas(): Map<string, string> {
  return new Map(
    allDocumentDefs.flatMap((def) => [
      [schemaFileName(def), asText(toJsonSchema(def))],
      [translationSchemaFileName(def), asText(toTranslationSchema(def))],
    ]),
  );
}
