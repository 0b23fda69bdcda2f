/** The form's fields, one widget per kind of model field, with the model's constraints and descriptions. */
import { type FieldDef, type NestedDef, ROUTE_PATHS, SECTION_NAME, type UrlScheme } from '../../src/content/model';

/** A widget and its options, as Sveltia (after Decap) documents them for each widget. */
type Widget = { widget: string; [option: string]: unknown };

/** One form field: a widget with its name, label and hint; `required` may list languages (i18n.ts). */
export type CmsField = Widget & { name: string; label: string; hint: string; required?: false | string[] };

export const label = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

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

/** A page's address: / and the five other pages, or /<name> for a section (SECTION_NAME). */
export const PATH_PATTERN: [string, string] = [
  `^/(?:${SECTION_NAME})?$`,
  `Must be ${ROUTE_PATHS.join(', ')} or /<name> for a section of your own: lower-case letters, digits and dashes, e.g. /talks`,
];

/** The widget and its constraints for one kind of field. */
function widgetFor(def: FieldDef): Widget {
  switch (def.kind) {
    case 'string':
      if (def.format === 'image') return { widget: 'image', choose_url: false };
      // A BibTeX entry spans lines.
      if (def.format === 'bibtex') return { widget: 'text' };
      return def.format ? { widget: 'string', pattern: STRING_PATTERNS[def.format] } : { widget: 'string' };
    case 'url':
      return { widget: 'string', pattern: urlPattern(def.schemes) };
    case 'path':
      // Typed, not chosen: a new section starts here, with its page (/talks), before it has a folder.
      return { widget: 'string', pattern: PATH_PATTERN };
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

/**
 * A description as the form's hint: the form reads hints as Markdown, where `<name>` in
 * `sections/<name>/` would be taken for an HTML tag and vanish, so angle brackets are written as entities.
 */
export const formHint = (description: string) => description.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One model field as a form field: its widget, its constraints and its description as the hint. */
function cmsField(name: string, def: FieldDef): CmsField {
  const field: CmsField = { name, label: label(name), hint: formHint(def.description), ...widgetFor(def) };
  if (def.required === false) field.required = false;
  return field;
}

export function fieldsOf(def: Pick<NestedDef, 'fields'>): CmsField[] {
  return Object.entries(def.fields).map(([name, field]) => cmsField(name, field));
}
