/** The kinds of field a document may have, and short builders for the ones used most. */
import { COLOR_ROLES, LIMITS, SOCIAL_ICONS, TOPIC_ICONS } from './vocabulary.ts';

/** `https` for web links, `mailto` for email links, `tel` for phone links. */
export type UrlScheme = 'https' | 'mailto' | 'tel';

type Common = {
  description: string;
  /** Required unless set to false. */
  required?: boolean;
};

export type FieldDef = Common &
  /** bibtex: one BibTeX entry, kept as written (code, not words: never translated). */
  (
    | { kind: 'string'; format?: 'email' | 'phone' | 'image' | 'bibtex'; maxLength: number }
    /** siteAddress: the address every page's own starts with, so no query or fragment. */
    | { kind: 'url'; schemes: readonly UrlScheme[]; siteAddress?: boolean }
    | { kind: 'path' }
    | { kind: 'integer'; min: number; max: number }
    | { kind: 'date' }
    | { kind: 'boolean' }
    | { kind: 'enum'; options: readonly string[] }
    /**
     * names: people's names as credited, the same in every language (no translation asks for them).
     * tags: topics, each with a page of its own: a translation words each one, in the original's order.
     */
    | { kind: 'list'; of: 'string'; minItems: number; maxItems: number; maxLength: number; format?: 'names' | 'tags' }
    | { kind: 'list'; of: 'enum'; options: readonly string[]; minItems: number; maxItems: number }
    | { kind: 'list'; of: NestedDef; minItems: number; maxItems: number }
    | { kind: 'nested'; of: NestedDef }
  );

export type NestedDef = { name: string; fields: Record<string, FieldDef> };

export type DocumentDef = {
  name: string;
  /** What one file of this type holds; editors show it on hover. */
  description: string;
  /** Folder (or file, for singletons) under content/, relative to it. */
  filePathPattern: string;
  isSingleton?: boolean;
  /** Markdown files: the fields are the front matter, and the text below it is the body. */
  markdown?: boolean;
  /** Field pairs [start, end] whose end may not come before its start. */
  periods?: readonly (readonly [string, string])[];
  fields: Record<string, FieldDef>;
};

/** Short text: a name, title, label or chip; `paragraph` is for sentences. */
export const text = (description: string, extra: Partial<Common> = {}, maxLength: number = LIMITS.label): FieldDef => ({
  kind: 'string',
  maxLength,
  description,
  ...extra,
});
export const paragraph = (description: string, extra: Partial<Common> = {}) =>
  text(description, extra, LIMITS.paragraph);
/** A list of chips or labels; `sentences` is a list of sentences. */
export const strings = (description: string, minItems = 1, maxLength: number = LIMITS.label): FieldDef => ({
  kind: 'list',
  of: 'string',
  minItems,
  maxItems: LIMITS.listItems,
  maxLength,
  description,
});
export const sentences = (description: string, minItems = 1) => strings(description, minItems, LIMITS.paragraph);
/** A list an owner may have nothing for: left out or `[]`, and the site then leaves its section out. */
export const optionalSentences = (description: string): FieldDef => ({
  ...strings(`${description} Leave out or write [] when there are none.`, 0, LIMITS.paragraph),
  required: false,
});
export const https = (description: string, extra: Partial<Common & { siteAddress: boolean }> = {}): FieldDef => ({
  kind: 'url',
  schemes: ['https'],
  description,
  ...extra,
});
export const order: FieldDef = { kind: 'integer', min: 1, max: 99, description: 'Position in the list, 1 first.' };
export const icon: FieldDef = { kind: 'enum', options: TOPIC_ICONS, description: 'Icon shown with the item.' };
export const socialIcon: FieldDef = { kind: 'enum', options: SOCIAL_ICONS, description: 'Icon shown on the tile.' };
export const color: FieldDef = { kind: 'enum', options: COLOR_ROLES, description: 'Theme colour role for the accent.' };

export const link: NestedDef = {
  name: 'ProfileLink',
  fields: {
    label: text('Button text, e.g. "LinkedIn".'),
    url: https('Full https:// address of the profile.'),
  },
};
