/**
 * One post of another generator as a section entry: its front matter mapped (fields.ts), its body
 * made Markdown the check takes (shortcodes.ts, then html.ts), its images copied and its links
 * made the site's (media.ts). Everything changed or left behind is noted at the post's own line.
 */
import type { Heading } from 'mdast';
import { toString as plainText } from 'mdast-util-to-string';
import { cleaners } from '../resume/import-clean';
import { type EntryFields, type MapOptions, mapFields } from './fields';
import { readFrontMatter } from './front-matter';
import { htmlToMarkdown, parseMarkdown } from './html';
import type { BodyRules, ImageStore } from './media';
import { placeMedia } from './place-media';
import { expandShortcodes } from './shortcodes';

/** Something the report says about a post: `lost` when a reader would miss it, else a change made on the way. */
export type PostNote = { file: string; line?: number; message: string; lost: boolean };

export type PostSource = {
  /** The file on disk. */
  path: string;
  /** As the report names it: relative to the folder imported. */
  name: string;
  /** The name the entry gets when its front matter gives none (from the file or bundle name). */
  slug: string;
  /** Jekyll's date from the file name. */
  date?: string;
  /** Jekyll's `_drafts/`. */
  draft?: boolean;
};

export type PostContext = MapOptions & {
  rules: BodyRules;
  images: ImageStore;
  /** Whether the site's entries have these fields yet. */
  model: { draft: boolean; updated: boolean };
  /** The site's address of another imported post a relative link names, if it is one. */
  postUrl: (ref: string, from: PostSource) => string | null | undefined;
};

export type Converted = {
  slug: string;
  fields: EntryFields;
  body: string;
  notes: PostNote[];
  /** Their fields with no place here. */
  notCarried: string[];
};

const MDX_LINE = /^(?:import|export)\s/;

/** A plain-text summary from the Markdown before Hugo's `<!--more-->`. */
function plainSummary(markdown: string): string {
  return plainText(parseMarkdown(htmlToMarkdown(markdown).text))
    .replace(/\s+/g, ' ')
    .trim();
}

/** One blank line between blocks, where removed ones left several; what is inside a block stays as written. */
function tidy(markdown: string): string {
  if (!/\n[ \t]*\n[ \t]*\n/.test(markdown)) return markdown.trim();
  const blocks = parseMarkdown(markdown).children;
  const parts = blocks.map((block) =>
    markdown.slice(block.position?.start.offset ?? 0, block.position?.end.offset ?? 0),
  );
  return parts.join('\n\n');
}

/** The post as an entry; throws a plain sentence when its front matter cannot be read. */
export async function convertPost(text: string, source: PostSource, context: PostContext): Promise<Converted> {
  const front = readFrontMatter(text);
  const mapped = mapFields(front.data, {
    ...context,
    jekyll: source.date !== undefined || /(^|\/)_(posts|drafts)\//.test(source.name),
  });
  const notes: PostNote[] = [];
  const note = (message: string, lost: boolean, line?: number) =>
    notes.push({ file: source.name, ...(line ? { line } : {}), message, lost });
  for (const change of mapped.changed) note(change, false);
  const clean = cleaners([]);
  const fields = mapped.fields;

  let body = front.body;
  // MDX's imports and exports are code for its compiler, not words of the post.
  if (/\.mdx$/i.test(source.path)) {
    const lines = body.split('\n');
    const code = lines.flatMap((line, index) => (MDX_LINE.test(line) ? [index] : []));
    for (const index of code)
      note(`the MDX line "${lines[index]?.slice(0, 60)}" was removed`, true, index + front.bodyLine);
    body = lines.map((line) => (MDX_LINE.test(line) ? '' : line)).join('\n');
  }
  const shortcodes = expandShortcodes(body);
  const html = htmlToMarkdown(shortcodes.text);
  const fileLine = (line: number) => shortcodes.sourceLine(html.sourceLine(line)) + front.bodyLine - 1;
  for (const item of shortcodes.notes) note(item.message, item.lost, item.line + front.bodyLine - 1);
  // The HTML pass names lines of its own input, the shortcodes' output.
  for (const item of html.notes) note(item.message, item.lost, shortcodes.sourceLine(item.line) + front.bodyLine - 1);
  // contentlayer's ```js:deploy.js names the file: the title the site's code blocks take.
  let markdown = html.text.replace(/^(\s*)(`{3,}|~{3,})([\w+#-]+):([^\s`]+)[ \t]*$/gm, '$1$2$3 title="$4"');

  if (!fields.summary && html.more !== undefined) {
    const summary = clean.paragraph(plainSummary(html.more), 'summary');
    if (summary) {
      fields.summary = summary;
      note('the text before <!--more--> became the summary', false);
    }
  }
  // A first heading that repeats the title (or stands in for a missing one) would show twice: the page sets the title.
  const first = /^\s*(#|[^\n]+\n=+[ \t]*(\n|$))/.test(markdown) ? parseMarkdown(markdown).children[0] : undefined;
  if (first?.type === 'heading' && (first as Heading).depth === 1) {
    const heading = plainText(first).trim();
    if (!fields.title || heading === fields.title) {
      if (!fields.title) note('title: the first heading was taken as the title', false);
      fields.title ??= clean.label(heading, 'title');
      const end = first.position?.end.offset ?? 0;
      // Blank lines where the heading was, so later notes keep their lines.
      markdown = '\n'.repeat(markdown.slice(0, end).split('\n').length - 1) + markdown.slice(end);
    }
  }
  if (!fields.title) {
    fields.title = source.slug.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());
    note(`title: the post has none, so "${fields.title}" (from its file name) was written`, true);
  }
  if (!fields.date && source.date) fields.date = source.date;
  if (source.draft) fields.draft = true;

  const rewritten = await placeMedia(markdown, { source, context, fields, note, fileLine });
  return { slug: source.slug, fields, body: tidy(rewritten), notes, notCarried: mapped.notCarried };
}
