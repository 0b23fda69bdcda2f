/**
 * A section's .bib entries as the SectionEntry documents contentlayer2 writes for its Markdown
 * entries, laid into its output (`.contentlayer/generated/SectionEntry/`) after each of its runs.
 * So every reader of the compiled content (the pages, feeds, résumé, translations, tests) sees one
 * collection in one shape; contentlayer2 reads only Markdown and YAML, and nothing is written into
 * content/. The check has refused a file with problems before this runs: only its entries come here.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readingMinutes, tableOfContents } from '../markdown.ts';
import { bibtexFiles, readBibtex, readCitations } from './files.ts';
import type { BibEntry } from './parse.ts';
import { paragraphsHtml } from './tex.ts';

const COLLECTION = 'SectionEntry';
/** What marks this writer's lines in the collection's module, so a second run replaces them. */
const MARK = ' // from a .bib file';
/** This writer's document files: `<file>__bib__<slug>.json`. */
const OWN_FILE = /__bib__[a-z0-9-]+\.json$/;

type Document = Record<string, unknown> & { _raw?: Record<string, string> };

const fromBibtex = (doc: Document) => /\.bib$/i.test(doc._raw?.sourceFilePath ?? '');

/** One entry, with its citation, as a compiled Markdown entry of its section looks (contentlayer.config.ts's computed fields too). */
export function toDocument(entry: BibEntry, sourceFilePath: string, bibtex: string): Document {
  const dir = sourceFilePath.split('/').slice(0, -1).join('/');
  const raw = (entry.body ?? []).join('\n\n');
  const html = entry.body ? paragraphsHtml(entry.body) : '';
  return {
    title: entry.title,
    ...(entry.date ? { date: `${entry.date}T00:00:00.000Z`, datePrecision: entry.datePrecision } : {}),
    ...(entry.summary ? { summary: entry.summary } : {}),
    ...(entry.venue ? { venue: entry.venue } : {}),
    ...(entry.badge ? { badge: entry.badge } : {}),
    ...(entry.authors.length > 0 ? { authors: entry.authors } : {}),
    ...(entry.links.length > 0 ? { links: entry.links.map((link) => ({ ...link, type: 'EntryLink', _raw: {} })) } : {}),
    bibtex,
    body: { raw, html },
    _id: `${sourceFilePath}#${entry.key}`,
    _raw: {
      sourceFilePath,
      sourceFileName: sourceFilePath.split('/').pop() ?? sourceFilePath,
      sourceFileDir: dir,
      contentType: 'markdown',
      flattenedPath: `${sourceFilePath}/${entry.slug}`,
    },
    type: COLLECTION,
    slug: entry.slug,
    section: dir.split('/').pop() ?? '',
    sourceFile: `content/${sourceFilePath}`,
    hasBody: raw.length > 0,
    hasBibtex: true,
    fromBibtex: true,
    readingMinutes: readingMinutes(raw),
    toc: tableOfContents(html),
    // A .bib entry has no tags, so no topic pages.
    tagSlugs: [],
    untranslated: null,
  };
}

/**
 * Every .bib entry under `contentDir`, as documents, with the file each is written to. The build
 * asks first while contentlayer2 runs in its own process, so the citations' reading takes the
 * other core (files.ts keeps what it read).
 */
export function bibtexDocuments(contentDir: string): { file: string; doc: Document }[] {
  return bibtexFiles(contentDir).flatMap((path) => {
    const read = readBibtex(join(contentDir, path));
    if (!('result' in read)) return [];
    const citations = readCitations(join(contentDir, path));
    return read.result.entries.map((entry) => ({
      file: `${path.split('/').join('__')}__bib__${entry.slug}.json`,
      doc: toDocument(entry, path, citations.get(entry.key.toLowerCase()) ?? ''),
    }));
  });
}

/**
 * Lays the .bib entries of `contentDir` into contentlayer2's output at `generatedDir`, replacing
 * what an earlier run laid there: the collection's JSON (what builds import), its module (what
 * `contentlayer dev` imports) and a file per document.
 */
export function writeBibtexDocuments(contentDir: string, generatedDir: string): void {
  const folder = join(generatedDir, COLLECTION);
  const index = join(folder, '_index.json');
  const module = join(folder, '_index.mjs');
  if (!existsSync(index) || !existsSync(module)) return;
  const documents = bibtexDocuments(contentDir);
  const compiled = (JSON.parse(readFileSync(index, 'utf8')) as Document[]).filter((doc) => !fromBibtex(doc));
  for (const name of readdirSync(folder)) if (OWN_FILE.test(name)) rmSync(join(folder, name));
  for (const { file, doc } of documents) writeFileSync(join(folder, file), JSON.stringify(doc, null, 2));
  writeFileSync(index, JSON.stringify([...compiled, ...documents.map(({ doc }) => doc)], null, 2));
  const own = readFileSync(module, 'utf8')
    .split('\n')
    .filter((line) => !line.endsWith(MARK));
  const imports = documents.map(({ file }, at) => `import bib${at} from './${file}' with { type: 'json' }${MARK}`);
  const push = documents.length
    ? [`allSectionEntries.push(${documents.map((_, at) => `bib${at}`).join(', ')})${MARK}`]
    : [];
  writeFileSync(module, [...own, ...imports, ...push].join('\n'));
}
