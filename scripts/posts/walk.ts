/**
 * The posts in a folder of another generator, and what each is: a Markdown file or a page
 * bundle's `index.md` (its folder names it), Jekyll's `YYYY-MM-DD-slug.md` (the date in its name)
 * and `_drafts/`, and Hugo's translations `post.fr.md` / `index.fr.md` beside their original.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { LANGUAGE_CODES } from '../../src/content/model/vocabulary';
import { toSlug } from '../slug';
import { readFrontMatter } from './front-matter';
import type { PostSource } from './post';

type Translation = PostSource & { language: string };
export type Skipped = { name: string; why: string };

const POST = /\.(?:md|markdown|mdown|mdx)$/i;
const SKIPPED_DIRS = new Set(['node_modules', '_site', 'public', 'resources', 'dist', '.git']);
const CODES = new Map(LANGUAGE_CODES.map((code) => [code.toLowerCase(), code]));
const JEKYLL = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      if (entry.name.startsWith('.') || entry.isSymbolicLink()) return [];
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : files(join(dir, entry.name));
      return POST.test(entry.name) ? [join(dir, entry.name)] : [];
    });
}

/** Every post under `folder`, originals and translations apart, and the files taken for something else. */
export function findPosts(folder: string, defaultLanguage: string) {
  const originals: PostSource[] = [];
  const translations: Translation[] = [];
  const skipped: Skipped[] = [];
  for (const path of files(folder)) {
    const name = relative(folder, path).split('\\').join('/');
    let stem = basename(path).replace(POST, '');
    const code = CODES.get(stem.split('.').pop()?.toLowerCase() ?? '');
    const language = stem.includes('.') ? code : undefined;
    if (language) stem = stem.slice(0, stem.lastIndexOf('.'));
    if (stem === '_index' || (stem === 'index' && dirname(path) === folder)) {
      skipped.push({ name, why: "a list page's own text, not a post" });
      continue;
    }
    if (/^readme$/i.test(stem)) {
      skipped.push({ name, why: 'a README, not a post' });
      continue;
    }
    // A page bundle (posts/my-post/index.md) is named by its folder.
    const bundle = stem === 'index';
    const own = bundle ? basename(dirname(path)) : stem;
    const jekyll = JEKYLL.exec(own);
    const slug = toSlug(jekyll ? (jekyll[4] ?? own) : own) || 'post';
    const source: PostSource = {
      path,
      name,
      slug,
      ...(jekyll ? { date: `${jekyll[1]}-${jekyll[2]}-${jekyll[3]}` } : {}),
      ...(name.split('/').includes('_drafts') ? { draft: true } : {}),
    };
    if (language && language.toLowerCase() !== defaultLanguage.toLowerCase())
      translations.push({ ...source, language });
    else originals.push(source);
  }
  return { originals, translations, skipped };
}

/**
 * A contentlayer blog's authors (`authors: [default]` names data/authors/default.md): each key's
 * `name`, from the authors folder beside or above the posts.
 */
export function authorNames(folder: string): (key: string) => string | undefined {
  let dir = folder;
  let authors: string | undefined;
  for (let depth = 0; depth < 4 && !authors; depth++) {
    for (const candidate of [join(dir, 'authors'), join(dir, 'data', 'authors')])
      if (existsSync(candidate)) authors = candidate;
    dir = dirname(dir);
  }
  const names = new Map<string, string>();
  if (authors)
    for (const file of readdirSync(authors).filter((entry) => POST.test(entry))) {
      try {
        const name = readFrontMatter(readFileSync(join(authors, file), 'utf8')).data.name;
        if (typeof name === 'string') names.set(file.replace(POST, ''), name);
      } catch {}
    }
  return (key) => names.get(key);
}
