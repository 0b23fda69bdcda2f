import type { ComputedFields, FieldDef as ContentlayerField, NestedType } from 'contentlayer2/source-files';
import { defineDocumentType, defineNestedType, makeSource } from 'contentlayer2/source-files';
import { readingMinutes, rehypePlugins, remarkPlugins, tableOfContents } from './scripts/content/markdown';
import { unpublishedEntries } from './scripts/content/publication';
import { env } from './scripts/env';
import { declaredLanguages } from './scripts/i18n/languages';
import { allDocumentDefs, CONTENT_EXCLUDE, type DocumentDef, type FieldDef, type NestedDef } from './src/content/model';
import { tagSlug } from './src/lib/tag-slug';

// Contentlayer sees the same model as the content checks and the JSON Schema; see src/content/model.ts.
const nestedTypes = new Map<string, NestedType>();

function nested(def: NestedDef): NestedType {
  let type = nestedTypes.get(def.name);
  if (!type) {
    type = defineNestedType(() => ({ name: def.name, fields: toFields(def.fields) }));
    nestedTypes.set(def.name, type);
  }
  return type;
}

function toField(field: FieldDef): ContentlayerField {
  const base = { description: field.description, required: field.required !== false };
  switch (field.kind) {
    case 'string':
    case 'url':
    case 'path':
      return { ...base, type: 'string' };
    case 'integer':
      return { ...base, type: 'number' };
    case 'date':
      return { ...base, type: 'date' };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'enum':
      return { ...base, type: 'enum', options: [...field.options] };
    case 'nested':
      return { ...base, type: 'nested', of: nested(field.of) };
    case 'list':
      if (field.of === 'string') return { ...base, type: 'list', of: { type: 'string' } };
      if (field.of === 'enum') return { ...base, type: 'list', of: { type: 'enum', options: [...field.options] } };
      return { ...base, type: 'list', of: nested(field.of) };
  }
}

function toFields(fields: Record<string, FieldDef>): Record<string, ContentlayerField> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, toField(field)]));
}

const computedFields: ComputedFields = {
  slug: { type: 'string', resolve: (doc) => doc._raw.sourceFileName.replace(/\.ya?ml$/, '') },
  sourceFile: { type: 'string', resolve: (doc) => `content/${doc._raw.sourceFilePath}` },
  // What shows in the default language's words: nothing here; another language's build fills it in (scripts/i18n/).
  untranslated: { type: 'json', resolve: () => null },
};

type Body = { raw: string; html: string };

// A section entry's place (sections/<section>/<slug>.md) and what its page shows beside the body.
const markdownFields: ComputedFields = {
  slug: { type: 'string', resolve: (doc) => doc._raw.sourceFileName.replace(/\.md$/, '') },
  section: { type: 'string', resolve: (doc) => doc._raw.sourceFileDir.split('/').pop() ?? '' },
  sourceFile: computedFields.sourceFile as ComputedFields[string],
  hasBody: { type: 'boolean', resolve: (doc) => (doc.body as Body).raw.trim().length > 0 },
  // The browser's bundle leaves the BibTeX itself out (scripts/page-load/lean-content.ts): the Cite action fetches its file.
  hasBibtex: { type: 'boolean', resolve: (doc) => typeof doc.bibtex === 'string' && doc.bibtex.trim().length > 0 },
  // Entries a .bib file makes are laid in after the compile with `true` (scripts/content/bibtex/documents.ts).
  fromBibtex: { type: 'boolean', resolve: () => false },
  readingMinutes: { type: 'number', resolve: (doc) => readingMinutes((doc.body as Body).raw) },
  toc: { type: 'json', resolve: (doc) => tableOfContents((doc.body as Body).html) },
  // Each topic's page, found by the original's words in every language, which word it their own way.
  tagSlugs: {
    type: 'list',
    resolve: (doc) => Array.from((doc.tags as Iterable<string> | undefined) ?? [], (tag) => tagSlug(tag)),
  },
  untranslated: computedFields.untranslated as ComputedFields[string],
};

const toDocumentType = (def: DocumentDef) =>
  defineDocumentType(() => ({
    name: def.name,
    filePathPattern: def.filePathPattern,
    contentType: def.markdown ? 'markdown' : 'data',
    isSingleton: def.isSingleton,
    fields: toFields(def.fields),
    computedFields: def.markdown ? markdownFields : computedFields,
  }));

// A build leaves out drafts and entries dated after its day, here, so nothing it writes can hold
// them; `npm run dev` compiles every entry and marks those (scripts/content/publication.ts).
const unpublished = env.contentPreview ? [] : unpublishedEntries(env.contentDir, env.buildDate).map(({ path }) => path);

export default makeSource({
  // Tests and benchmarks point CONTENT_DIR at fixture or generated content.
  contentDirPath: env.contentDir,
  // Translations (content/<code>/) are laid over their originals per language by the build (scripts/i18n/).
  contentDirExclude: [...CONTENT_EXCLUDE, ...declaredLanguages(env.contentDir).slice(1), ...unpublished],
  documentTypes: allDocumentDefs.map(toDocumentType),
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
  onMissingOrIncompatibleData: 'fail',
  disableImportAliasWarning: true,
  markdown: { remarkPlugins, rehypePlugins },
});
