/**
 * What the section checks (sections.desktop.spec.ts, topics.desktop.spec.ts) read from the owner's
 * content (CONTENT_DIR): each section's published entries (no draft, none dated after today),
 * which have a body (a page of their own) and a date, and a sentence of a post's body to look for
 * (a .bib file's entries are read as the build compiled them); and from the built site
 * (DIST_DIR): every page its sitemap lists, in every language, and every feed it wrote.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allSectionEntries } from 'contentlayer/generated';
import { parse } from 'yaml';
import { frontMatter } from '../../scripts/content/front-matter';
import { unpublishedEntries } from '../../scripts/content/publication';
import { env } from '../../scripts/env';
import { type LanguageInfo, siteLanguages } from '../../scripts/i18n/languages';
import { shippedWords } from '../../scripts/i18n/messages';
import { ROUTE_PATHS } from '../../src/content/model';

const SECTIONS = join(env.contentDir, 'sections');
export const sections = existsSync(SECTIONS) ? readdirSync(SECTIONS).sort() : [];
type Entry = {
  section: string;
  slug: string;
  dated: boolean;
  /** Whether its section's list shows it: every entry read here is published (no draft, none dated after today). */
  listed: boolean;
  body: string;
  imageAlt?: string;
  authors: string[];
};
const unpublished = new Set(unpublishedEntries(env.contentDir, env.buildDate).map((entry) => entry.path));
/** Each section's published Markdown entries, as written. */
const markdownEntries = sections.flatMap((section): Entry[] =>
  readdirSync(join(SECTIONS, section))
    .filter((file) => file.endsWith('.md') && !unpublished.has(`sections/${section}/${file}`))
    .map((file) => {
      const text = readFileSync(join(SECTIONS, section, file), 'utf8');
      const parts = frontMatter(text);
      const yaml = 'yaml' in parts ? parts.yaml : '';
      const body = text
        .split('\n')
        .slice(yaml.split('\n').length + 1)
        .join('\n')
        .trim();
      const fields = (parse(yaml) ?? {}) as { image?: string; imageAlt?: string; authors?: unknown[] };
      const imageAlt = fields.image ? fields.imageAlt : undefined;
      const authors = (fields.authors ?? []).map(String);
      const slug = file.replace(/\.md$/, '');
      return { section, slug, dated: /^date:/m.test(yaml), listed: true, body, imageAlt, authors };
    }),
);
/** Each section's .bib entries, as the build compiled them. */
const bibtexEntries = allSectionEntries
  .filter((doc) => doc.sourceFile.endsWith('.bib') && sections.includes(doc.section))
  .map(
    (doc): Entry => ({
      section: doc.section,
      slug: doc.slug,
      dated: Boolean(doc.date),
      listed: true,
      body: doc.body.raw,
      authors: doc.authors ?? [],
    }),
  );
export const entries: Entry[] = [...markdownEntries, ...bibtexEntries];
export const posts = entries.filter((entry) => entry.body);
/**
 * A sentence of plain words from a post's body, to look for in the page and the scripts: the
 * start of a paragraph up to its first Markdown mark (`*no*` is `<em>no</em>` on the page).
 */
export const sentenceOf = (body: string) =>
  body
    .split('\n')
    .filter((line) => /^[A-Z][a-z]+ [a-z]+ [a-z]+ [a-z]+/.test(line))
    .map(
      (line) =>
        line
          .split(/[*_`[\]<>!#|~\\&]/)[0]
          ?.slice(0, 40)
          .trim() ?? '',
    )
    .find((start) => start.split(' ').length >= 4) ?? '';

/** A page of the built site: its address below the deploy's base (`/ja/tags/go`), and below its language's prefix (`/tags/go`). */
export type BuiltPage = { path: string; inner: string; language: LanguageInfo };

export const LANGUAGES = siteLanguages(env.contentDir);
const SITEMAP = join(env.distDir, 'sitemap.xml');

/** Where an address below the base is, in which language: the longest prefix it starts with (the default's is empty). */
function placeOf(path: string): BuiltPage {
  const language =
    [...LANGUAGES]
      .sort((a, b) => b.prefix.length - a.prefix.length)
      .find((candidate) => `${path.slice(1)}/`.startsWith(candidate.prefix)) ?? (LANGUAGES[0] as LanguageInfo);
  return { path, inner: `/${path.slice(1 + language.prefix.length)}`.replace(/(.)\/$/, '$1'), language };
}

/**
 * Every page the built site lists in its sitemap (DIST_DIR), in every language: what the build
 * made, read back, not what the content should have made.
 */
export const builtPages: BuiltPage[] = existsSync(SITEMAP)
  ? [...readFileSync(SITEMAP, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => {
      const pathname = new URL(loc.replaceAll('&amp;', '&')).pathname;
      const below = pathname.startsWith(env.basePath) ? pathname.slice(env.basePath.length) : pathname.slice(1);
      return placeOf(`/${below}`);
    })
  : [];

/** The built pages beyond the six: each section's list pages and entry pages, the topic pages, in every language. */
export const sectionPagesBuilt = builtPages.filter((page) => !(ROUTE_PATHS as readonly string[]).includes(page.inner));

/** The Atom feeds in the built site, every language's, as addresses below the base (`/ja/tags/go/feed.xml`). */
export const builtFeeds: string[] = (() => {
  if (!existsSync(env.distDir)) return [];
  const found: string[] = [];
  const walk = (dir: string, at: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !(at.length === 0 && ['assets', 'admin'].includes(entry.name)))
        walk(join(dir, entry.name), [...at, entry.name]);
      else if (entry.name === 'feed.xml') found.push(`/${[...at, entry.name].map(encodeURIComponent).join('/')}`);
    }
  };
  walk(env.distDir, []);
  return found.sort();
})();

/** One of the site's own words on `language`'s pages (`topics.related`): the shipped word, or the owner's own for it. */
export function siteWord(language: LanguageInfo, group: string, key: string): string {
  const file = join(env.contentDir, ...(language.prefix ? [language.code] : []), 'messages.yaml');
  const own = existsSync(file) ? (parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>) : null;
  const shipped = shippedWords(language.code) as Record<string, Record<string, unknown>> | null;
  const word = own?.[group]?.[key] ?? shipped?.[group]?.[key];
  if (typeof word !== 'string') throw new Error(`No message ${group}.${key} in ${language.code}.`);
  return word;
}
