/**
 * A folder of another blog's posts as a section of this site: one entry per post in
 * sections/<section>/, its translations in <code>/sections/<section>/ when the site has that
 * language, its images in assets/<section>/, and the section's page file when it has none. What
 * could not come along is noted with the post's file (and line), for one report at the end.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECTIONS_FOLDER, sectionEntry } from '../../src/content/model';
import { readData } from '../content/check/read';
import { declaredLanguages } from '../i18n/languages';
import { decodeText } from '../resume/import-write';
import { toSlug } from '../slug';
import { entryFile } from './entry-file';
import { FOREIGN_FIELDS } from './foreign-fields';
import { readFrontMatter } from './front-matter';
import { bodyRules, ImageStore } from './media';
import { type Converted, convertPost, type PostNote, type PostSource } from './post';
import { linkKey, pageFile, sectionNameProblem } from './section-page';
import { authorNames, findPosts, type Skipped } from './walk';

export type ImportOptions = { source: string; section: string; contentDir: string; staticDir?: string };

export type PostsImport = {
  /** Content-relative path → text or bytes. */
  files: Record<string, string | Uint8Array>;
  posts: number;
  translations: number;
  images: number;
  /** The section's page file, when the import writes it. */
  page?: string;
  notes: PostNote[];
  /** Their fields with no place here → the posts that had them. */
  notCarried: Map<string, string[]>;
  skipped: Skipped[];
};

/** Fields a translation holds: its words (docs/languages.md); dates, links and images are the original's. */
const TRANSLATED = ['title', 'summary', 'tags', 'imageAlt'] as const;
// Controls other than tab and newline, and halves of characters: the check refuses a file holding them.
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is what this is for.
  /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Reads every post under `source` and makes the files of the section; writes nothing itself. */
export async function importPosts(options: ImportOptions): Promise<PostsImport> {
  const { source, section, contentDir } = options;
  const problem = sectionNameProblem(section);
  if (problem) throw new Error(problem);
  const languages = declaredLanguages(contentDir);
  const [defaultLanguage = 'en'] = languages;
  const found = findPosts(source, defaultLanguage);
  const images = new ImageStore({
    section,
    contentDir,
    ...(options.staticDir ? { staticDir: options.staticDir } : {}),
  });
  const site = existsSync(join(contentDir, 'site.yaml')) ? readData(join(contentDir, 'site.yaml')) : null;
  const siteUrl = typeof site?.siteUrl === 'string' ? site.siteUrl.replace(/\/+$/, '') : undefined;
  const model = { draft: 'draft' in sectionEntry.fields, updated: 'updated' in sectionEntry.fields };
  const notes: PostNote[] = [];
  const notCarried = new Map<string, string[]>();
  const skipped = [...found.skipped];
  const carry = (field: string, file: string) => notCarried.set(field, [...(notCarried.get(field) ?? []), file]);

  // Each post's name here, first from its own `slug`, then its file's; a repeat gets a number.
  const texts = new Map<PostSource, string>();
  const taken = new Set<string>();
  const slugs = new Map<string, string>();
  for (const post of [...found.originals, ...found.translations]) {
    const decoded = decodeText(readFileSync(post.path));
    if (decoded.note) notes.push({ file: post.name, message: decoded.note, lost: false });
    texts.set(post, decoded.text);
  }
  for (const post of found.originals) {
    let own: unknown;
    try {
      const data = readFrontMatter(texts.get(post) ?? '').data;
      own = Object.entries(data).find(([key]) => FOREIGN_FIELDS.slug.includes(key.toLowerCase() as 'slug'))?.[1];
    } catch {}
    const base = (typeof own === 'string' && toSlug(own).slice(0, 80)) || post.slug;
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    if (slug !== base)
      notes.push({
        file: post.name,
        message: `another post is named ${base} too, so this one is ${slug}`,
        lost: false,
      });
    taken.add(slug);
    slugs.set(linkKey(post.name), slug);
    if (post.slug !== base) slugs.set(post.slug, slug);
    post.slug = slug;
  }
  const context = {
    rules: bodyRules(contentDir),
    images,
    model,
    authorName: authorNames(source),
    postUrl: (ref: string) => {
      const slug = slugs.get(linkKey(ref)) ?? (taken.has(linkKey(ref)) ? linkKey(ref) : undefined);
      if (!slug) return undefined;
      const hash = /#.*$/.exec(ref)?.[0] ?? '';
      return siteUrl ? `${siteUrl}/${section}/${slug}${hash}` : null;
    },
  };

  const files: Record<string, string | Uint8Array> = {};
  const converted = new Map<string, Converted>();
  const convert = async (post: PostSource): Promise<Converted | undefined> => {
    try {
      const result = await convertPost(texts.get(post) ?? '', post, context);
      notes.push(...result.notes);
      const body = result.body.replace(UNSAFE, '');
      if (body !== result.body)
        notes.push({
          file: post.name,
          message: 'invisible control characters were removed from the text',
          lost: false,
        });
      return { ...result, body };
    } catch (error) {
      skipped.push({ name: post.name, why: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  };
  for (const post of found.originals) {
    const result = await convert(post);
    if (!result) continue;
    for (const field of result.notCarried) if (!FOREIGN_FIELDS.slug.includes(field as 'slug')) carry(field, post.name);
    if (result.fields.draft && !model.draft) {
      skipped.push({ name: post.name, why: 'a draft: this site has no drafts yet, so importing it would publish it' });
      continue;
    }
    if (result.fields.updated && !model.updated) {
      carry('updated (the date of its last change)', post.name);
      delete result.fields.updated;
    }
    converted.set(post.name.replace(/(\/index)?\.[^/]*$/, ''), result);
    files[`${SECTIONS_FOLDER}/${section}/${post.slug}.md`] = entryFile(result.fields, result.body);
  }

  let translations = 0;
  for (const post of found.translations) {
    const code = languages.find((language) => language.toLowerCase() === post.language.toLowerCase());
    const original = converted.get(post.name.replace(/(\/index)?\.[^/.]+\.[^/.]+$/, ''));
    if (!code || !original) {
      skipped.push({
        name: post.name,
        why: !code
          ? `a ${post.language} translation: the site's languages (site.yaml) do not include ${post.language}; add it and import again`
          : `a ${post.language} translation whose original (in ${defaultLanguage}) was not imported`,
      });
      continue;
    }
    post.slug = original.slug;
    const result = await convert(post);
    if (!result) continue;
    // A topic's page is the original's, so a translation words each of its tags, in order, or none.
    const theirTags = result.fields.tags;
    const tagsFit =
      !Array.isArray(theirTags) || theirTags.length === (original.fields.tags as unknown[] | undefined)?.length;
    if (!tagsFit)
      notes.push({
        file: post.name,
        message: `tags: ${theirTags.length} where the original has ${(original.fields.tags as unknown[] | undefined)?.length ?? 0}, so the page shows the original's`,
        lost: true,
      });
    const words = Object.fromEntries(
      TRANSLATED.flatMap((key) =>
        result.fields[key] !== undefined && (key !== 'imageAlt' || original.fields.image) && (key !== 'tags' || tagsFit)
          ? [[key, result.fields[key]]]
          : [],
      ),
    );
    files[`${code}/${SECTIONS_FOLDER}/${section}/${original.slug}.md`] = entryFile(words, result.body);
    translations++;
  }

  const page = existsSync(join(contentDir, 'pages', `${section}.yaml`)) ? undefined : pageFile(contentDir, section);
  if (page && converted.size > 0) files[page[0]] = page[1];
  Object.assign(files, images.files);
  return {
    files,
    posts: converted.size,
    translations,
    images: Object.keys(images.files).length,
    ...(page && converted.size > 0 ? { page: page[0] } : {}),
    notes,
    notCarried,
    skipped,
  };
}
