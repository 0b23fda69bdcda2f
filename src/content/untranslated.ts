/** The attributes that name the language of words a page shows in another language than its own. */
export type TextLanguage = { lang?: string; dir?: 'ltr' | 'rtl' };

/** What another language's build writes on a document (scripts/i18n/plugin.ts): the default language's attributes, and the fields in it. */
type Untranslated = { lang: string; dir?: 'ltr' | 'rtl'; fields: string[] } | null;

/** Whether `field` (`links[1].label`) is one of `fields` or inside one (`links`, `availability` for `availability.title`). */
const isAmong = (fields: readonly string[], field: string) =>
  fields.some((path) => field === path || field.startsWith(`${path}.`) || field.startsWith(`${path}[`));

/**
 * The attributes a field's words need (`title`, `links[1].label`): the default language's code, and
 * its direction where the page's differs, when the page shows them in it for want of a translation;
 * nothing when translated. A list or group the translation leaves out counts for each thing in it.
 */
export function languagesOf(doc: { untranslated?: unknown }): (field: string) => TextLanguage {
  const untranslated = (doc.untranslated ?? null) as Untranslated;
  if (!untranslated) return () => ({});
  const { fields, ...language } = untranslated;
  return (field) => (isAmong(fields, field) ? language : {});
}

/** The fields of `fields` a page shows in the default language, each with its attributes: an accessor hands this record to its component. */
export function languagesFor<Field extends string>(
  doc: { untranslated?: unknown },
  fields: readonly Field[],
): Partial<Record<Field, TextLanguage>> {
  const language = languagesOf(doc);
  const marked = fields.map((field) => [field, language(field)] as const).filter(([, attributes]) => attributes.lang);
  return Object.fromEntries(marked) as Partial<Record<Field, TextLanguage>>;
}
