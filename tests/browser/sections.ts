/**
 * What the section checks (sections.desktop.spec.ts) read from the owner's content (CONTENT_DIR):
 * each section's published entries (no draft, none dated after today), which have a body (a page of
 * their own) and a date, and a sentence of a post's body to look for. A .bib file's entries are
 * read as the build compiled them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allSectionEntries } from 'contentlayer/generated';
import { parse } from 'yaml';
import { frontMatter } from '../../scripts/content/front-matter';
import { unpublishedEntries } from '../../scripts/content/publication';
import { env } from '../../scripts/env';

const SECTIONS = join(env.contentDir, 'sections');
export const sections = existsSync(SECTIONS) ? readdirSync(SECTIONS).sort() : [];
type Entry = { section: string; slug: string; dated: boolean; body: string; imageAlt?: string; authors: string[] };
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
      return { section, slug: file.replace(/\.md$/, ''), dated: /^date:/m.test(yaml), body, imageAlt, authors };
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
      body: doc.body.raw,
      authors: doc.authors ?? [],
    }),
  );
export const entries: Entry[] = [...markdownEntries, ...bibtexEntries];
export const posts = entries.filter((entry) => entry.body);
export const datedSections = [...new Set(entries.filter((entry) => entry.dated).map((entry) => entry.section))];
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
