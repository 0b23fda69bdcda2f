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
import { isScalar, type Node, type YAMLMap } from 'yaml';
import type { FileCheck } from './fields.ts';
import { foreignFieldAdvice } from './foreign-fields.ts';
import { imageFileProblem } from './images.ts';
import { isUrl } from './rules.ts';

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

/** The advice for another generator's field in a section entry's front matter (foreign-fields.ts). */
export const foreignHint = (check: FileCheck) => (map: YAMLMap, key: string, value: unknown) => {
  const present = new Map<string, number>();
  for (const pair of map.items) {
    const node = check.resolve(pair.key);
    if (isScalar(node)) present.set(String(node.value), check.line((pair.key as Node | null) ?? node));
  }
  const resolved = check.resolve(value);
  return foreignFieldAdvice(key, isScalar(resolved) ? resolved.value : undefined, present);
};

/** Checks a section entry's image description, body and file name; problems go to `check` at their line. */
export function checkMarkdown(check: FileCheck, fields: YAMLMap, text: string, fileName: string): void {
  const image = fields.get('image', true);
  if (isScalar(image) && image.value && !fields.get('imageAlt'))
    check.report(check.line(image), 'imageAlt', 'is missing: an entry with an image describes it for screen readers');
  // A date left empty counts as left out; a date written wrong is reported at its own line.
  const date = fields.get('date', true);
  const dated = date != null && !(isScalar(date) && (date.value === null || String(date.value).trim() === ''));
  const updated = check.dates.get('updated');
  if (updated && !dated)
    check.report(updated.line, 'updated', 'needs a date: write the day it was first published as date');
  if (!SLUG.test(fileName))
    check.report(
      1,
      '',
      `has a name the address cannot use: ${fileName}; name it with lower-case letters, digits and dashes, e.g. my-first-talk.md`,
    );
  // Read as the build reads it (GitHub's Markdown): a bare address there is a link, and checked as one.
  const tree = fromMarkdown(text, {
    extensions: [frontmatter(), gfm()],
    mdastExtensions: [frontmatterFromMarkdown(), gfmFromMarkdown()],
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
}
