import type { SectionEntry } from 'contentlayer/generated';

/** The attributes that name the language of words a page shows in another language than its own. */
export type TextLanguage = { lang?: string; dir?: 'ltr' | 'rtl' };

/** What another language's build writes on an entry (scripts/i18n/plugin.ts): the default language's attributes, and the fields in it. */
type Untranslated = { lang: string; dir?: 'ltr' | 'rtl'; fields: string[] } | null;

/**
 * The attributes a field's words need (`title`, `links[1].label`): the default language's code, and
 * its direction where the page's differs, when the page shows them in it for want of a translation;
 * nothing when translated. A list the translation leaves out (`links`) counts for each of its items.
 */
export function languagesOf(entry: SectionEntry): (field: string) => TextLanguage {
  const untranslated = (entry.untranslated ?? null) as Untranslated;
  return (field) => {
    if (!untranslated) return {};
    const { fields, ...language } = untranslated;
    return fields.includes(field) || fields.includes(field.replace(/\[.*$/, '')) ? language : {};
  };
}
