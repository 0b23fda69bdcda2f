/**
 * The one rule for translations, used by the build (to lay a translation over its original) and by
 * the content check (to report what is untranslated or contradicts the original).
 *
 * Text is translatable: names, titles, sentences, chips, and the text inside nested fields and lists
 * of entries (matched by position). Everything else (dates, links, numbers, choices, colours, emails,
 * images) is the original's: a translation may repeat it (one written by hand, or by an older
 * editor), but a different value is a contradiction, never shown.
 */
import type { FieldDef } from '../../src/content/model.ts';
import { isRecord } from '../record.ts';

export type Data = Record<string, unknown>;

/** Whether a field's value is words a translation replaces. */
export const isTranslatable = (field: FieldDef): boolean =>
  (field.kind === 'string' && field.format === undefined) ||
  (field.kind === 'list' && field.of === 'string' && (field.format === undefined || field.format === 'tags'));

/** Topics are worded per language but found by the original's: one for one, in its order. */
const isTagList = (field: FieldDef) => field.kind === 'list' && field.of === 'string' && field.format === 'tags';

/** A value as the two files would show it, so `2022-04-10` and a parsed date compare equal. */
const comparable = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/.test(inner) ? inner.slice(0, 10) : inner,
  );

type Contradiction = { field: string; message: string };

export type OverlayResult = {
  value: Data;
  /** Fields a translation gives another value than its original: errors. */
  contradictions: Contradiction[];
  /** Translatable fields the original has and the translation leaves out: they show the original's words. */
  untranslated: string[];
};

const shown = (value: unknown) => {
  const text = comparable(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** Lays `translation` over `original`, field by field, as the fields' definitions say. */
export function overlay(original: Data, translation: Data, fields: Record<string, FieldDef>, at = ''): OverlayResult {
  const value: Data = { ...original };
  const contradictions: Contradiction[] = [];
  const untranslated: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const path = at ? `${at}.${name}` : name;
    const mine = original[name];
    const theirs = translation[name];
    if (mine === undefined || mine === null) {
      if (theirs !== undefined && theirs !== null)
        contradictions.push({ field: path, message: `${path} is not in the original; add it there first` });
      continue;
    }
    if (theirs === undefined || theirs === null) {
      if (isTranslatable(field) || field.kind === 'nested' || (field.kind === 'list' && typeof field.of === 'object'))
        untranslated.push(path);
      continue;
    }
    if (isTagList(field) && Array.isArray(mine) && Array.isArray(theirs) && mine.length !== theirs.length) {
      contradictions.push({
        field: path,
        message: `${path} has ${theirs.length === 1 ? '1 item' : `${theirs.length} items`} where the original has ${mine.length}; word each of the original's topics, in its order, since a topic's page is the original's (${shown(mine)})`,
      });
      continue;
    }
    if (isTranslatable(field)) {
      value[name] = theirs;
      continue;
    }
    if (field.kind === 'nested' && isRecord(mine) && isRecord(theirs)) {
      const inner = overlay(mine, theirs, field.of.fields, path);
      value[name] = inner.value;
      contradictions.push(...inner.contradictions);
      untranslated.push(...inner.untranslated);
      continue;
    }
    if (field.kind === 'list' && typeof field.of === 'object' && Array.isArray(mine) && Array.isArray(theirs)) {
      if (mine.length !== theirs.length) {
        contradictions.push({
          field: path,
          message: `${path} has ${theirs.length} items where the original has ${mine.length}; translate each item in the same order`,
        });
        continue;
      }
      const of = field.of.fields;
      value[name] = mine.map((item, index) => {
        const other = theirs[index];
        if (!isRecord(item) || !isRecord(other)) return item;
        const inner = overlay(item, other, of, `${path}[${index}]`);
        contradictions.push(...inner.contradictions);
        untranslated.push(...inner.untranslated);
        return inner.value;
      });
      continue;
    }
    if (comparable(mine) !== comparable(theirs))
      contradictions.push({
        field: path,
        message: `${path} is ${shown(theirs)} here but ${shown(mine)} in the original; only words are translated, so change it in the original or leave it out here`,
      });
  }
  return { value, contradictions, untranslated };
}
