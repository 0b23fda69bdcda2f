import { describe, expect, it } from 'vitest';
import { documentDefs, type FieldDef, type NestedDef } from '../../src/content/model';
import { isTranslatable } from '../i18n/overlay';
import { cmsConfig } from './config';
import type { CmsField } from './fields';

const options = { repo: 'owner/site', branch: 'main' };
const config = cmsConfig({ ...options, languages: ['en', 'pl'] });
type Collection = (typeof config.collections)[number];

const inner = (def: FieldDef) =>
  def.kind === 'nested' || (def.kind === 'list' && typeof def.of === 'object') ? (def.of as NestedDef).fields : null;

/** Each form field is translated where the model's field holds words, and the original's alone elsewhere. */
function expectMarked(path: string, fields: CmsField[], defs: Record<string, FieldDef>): boolean {
  let words = false;
  for (const [name, def] of Object.entries(defs)) {
    const field = fields.find((candidate) => candidate.name === name);
    const nested = inner(def);
    const holds =
      isTranslatable(def) || (nested !== null && expectMarked(`${path}.${name}`, field?.fields as CmsField[], nested));
    expect(field?.i18n, `${path}.${name}`).toBe(holds);
    words ||= holds;
  }
  return words;
}

describe('the CMS configuration in the site languages', () => {
  it('is exactly the one-language form when the site declares one language or none', () => {
    expect(cmsConfig({ ...options, languages: ['en'] })).toEqual(cmsConfig(options));
    expect(JSON.stringify(cmsConfig(options))).not.toContain('i18n');
  });

  it('edits each language, the default first, with translations under content/<code>/ and originals where they are', () => {
    expect(config).toMatchObject({
      i18n: {
        structure: 'multiple_root_folders',
        locales: ['en', 'pl'],
        default_locale: 'en',
        omit_default_locale_from_file_path: true,
      },
    });
    for (const def of documentDefs) {
      const collection = config.collections[documentDefs.indexOf(def)] as Collection & { i18n?: unknown };
      expect(collection.i18n, def.name).toBe(true);
      if ('files' in collection)
        expect(collection.files).toEqual([
          expect.objectContaining({ file: `content/{{locale}}/${def.filePathPattern}`, i18n: true }),
        ]);
      else expect(collection.folder).toBe(`content/{{locale}}/${def.filePathPattern.split('/')[0]}`);
    }
  });

  it('translates words and leaves every other field (dates, links, numbers, choices, images) to the original', () => {
    for (const [index, def] of documentDefs.entries()) {
      const collection = config.collections[index] as Collection;
      const fields = 'files' in collection ? (collection.files?.[0]?.fields ?? []) : collection.fields;
      expectMarked(def.name, fields as CmsField[], def.fields);
    }
    const experience = config.collections.find((collection) => collection.name === 'experience') as {
      fields: CmsField[];
    };
    const marks = Object.fromEntries(experience.fields.map((field) => [field.name, field.i18n]));
    expect(marks).toMatchObject({ title: true, achievements: true, start: false, product: false });
  });

  it('requires a field in the default language alone, so a translation may leave words out', () => {
    const site = config.collections.find((collection) => collection.name === 'site') as {
      files: { fields: CmsField[] }[];
    };
    const fields = Object.fromEntries((site.files[0]?.fields ?? []).map((field) => [field.name, field.required]));
    expect(fields).toMatchObject({ name: ['en'], title: ['en'], phone: false, languages: false });
  });

  it('keeps a custom content folder in the path', () => {
    const custom = cmsConfig({ ...options, contentDir: 'site/content', languages: ['de', 'en'] });
    expect(custom.collections.find((collection) => collection.name === 'projects')).toMatchObject({
      folder: 'site/content/{{locale}}/projects',
    });
    expect(custom.i18n).toMatchObject({ default_locale: 'de', locales: ['de', 'en'] });
  });
});
