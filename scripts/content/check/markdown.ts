/**
 * The Markdown half of a section entry: its front matter is YAML the field checks read at the
 * file's own line numbers, and its body may hold Markdown only. Raw HTML, and links that are not
 * https, mailto or a part of the page (`#...`), are refused at their line; images must be files
 * under content/, which the build resizes like the portrait.
 */
import { join } from 'node:path';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { isScalar, type YAMLMap } from 'yaml';
import { mathsFromMarkdown, mathsSyntax } from '../maths.ts';
import { checkBlocks } from './blocks.ts';
import type { FileCheck } from './fields.ts';
import { imageFileProblem } from './images.ts';
import { isUrl } from './rules.ts';

const FENCE = /^---[ \t]*$/;

export type MarkdownParts = { yaml: string } | { line: number; message: string };

/**
 * The front matter as YAML text with the same line numbers as the file: the fences and the body
 * become empty lines, so every field is reported at the line the owner sees.
 */
export function frontMatter(text: string): MarkdownParts {
  // Windows line endings are fine, as in every content file.
  const lines = text.split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? ''))
    return { line: 1, message: 'must start with a line "---", then the fields, then another "---" before the text' };
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (end === -1) return { line: 1, message: 'has no closing "---" line after its fields' };
  return { yaml: ['', ...lines.slice(1, end)].join('\n') };
}

/** A Markdown entry's body: what follows its front matter, trimmed; '' when it has none. */
export function bodyOf(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (!FENCE.test(lines[0] ?? '')) return text.trim();
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  return end === -1
    ? ''
    : lines
        .slice(end + 1)
        .join('\n')
        .trim();
}

/** Where a link may point from a body: the web over https, an email address, or a part of the page. */
const linkProblem = (url: string): string | null => {
  if (url.startsWith('#') && !/\s/.test(url)) return null;
  if (isUrl(url, ['https', 'mailto'])) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'javascript' || scheme === 'data' || scheme === 'vbscript')
    return `${scheme}: links are never allowed; link to an https:// address`;
  if (scheme === 'http') return 'must be https://, got an http:// link';
  return `must be a full https:// or mailto: address, or #part-of-the-page, got ${JSON.stringify(url.slice(0, 60))}`;
};

/**
 * The tags raw HTML opens, as written ("<iframe>", "<div> and <iframe>"), else those it closes
 * ("</span>"), else its start (a comment): what the owner looks for on the line.
 */
function htmlTags(html: string): string {
  const tags = [...new Set([...html.matchAll(/<(\/?[A-Za-z][\w-]*)/g)].map((match) => `<${match[1]}>`))];
  const opening = tags.filter((tag) => !tag.startsWith('</'));
  const named = opening.length > 0 ? opening : tags;
  if (named.length === 0) return JSON.stringify(html.trim().slice(0, 40));
  const shown = named.length > 4 ? [...named.slice(0, 3), `${named.length - 3} more`] : named;
  return shown.length === 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** File names become addresses (/writing/my-post): lower-case letters, digits and dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

/** Checks a section entry's image description, body and file name; problems go to `check` at their line. */
export function checkMarkdown(check: FileCheck, fields: YAMLMap, text: string, fileName: string): void {
  const image = fields.get('image', true);
  if (isScalar(image) && image.value && !fields.get('imageAlt'))
    check.report(check.line(image), 'imageAlt', 'is missing: an entry with an image describes it for screen readers');
  if (!SLUG.test(fileName))
    check.report(
      1,
      '',
      `has a name the address cannot use: ${fileName}; name it with lower-case letters, digits and dashes, e.g. my-first-talk.md`,
    );
  // Read as the build reads it (GitHub's Markdown): a bare address there is a link, and checked as one.
  const tree = fromMarkdown(text, {
    extensions: [frontmatter(), gfm(), mathsSyntax()],
    mdastExtensions: [frontmatterFromMarkdown(), gfmFromMarkdown(), ...mathsFromMarkdown()],
  });
  const visit = (node: Nodes) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'html')
      check.report(
        line,
        'body',
        `has raw HTML ${htmlTags(node.value)}, which a page never shows; write it in Markdown instead`,
      );
    if (node.type === 'link' || node.type === 'definition') {
      const problem = linkProblem(node.url);
      if (problem) check.report(line, 'body', `link ${problem}`);
    }
    if (node.type === 'image') {
      const problem = imageFileProblem(check.contentDir, node.url, JSON.stringify(node.url));
      if (problem) check.report(line, 'body', `image ${problem}`);
      else
        check.images.push({
          file: join(check.contentDir, node.url),
          path: node.url,
          field: 'body',
          line,
          source: check.file,
        });
      if (!node.alt?.trim())
        check.report(line, 'body', 'image has no description; write one between the brackets: ![what it shows](…)');
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  checkBlocks(check, tree);
}
