/**
 * Raw HTML in a post's Markdown, which the check refuses, made into the Markdown that says the
 * same: `<pre><code class="language-go">` a fenced block, `<img>` an image, `<a href>` a link,
 * `<em>`, `<strong>`, `<code>`, `<br>`, tables, lists. Only the blocks holding HTML are rewritten
 * (parsed as HTML with parse5, through hast to mdast, the unified tools the build uses); the rest
 * of the post stays as written. What has no Markdown (an `<iframe>`, a `<script>`) is replaced by a
 * link to its address or removed, and named.
 */
import type { Element, ElementContent, RootContent as HastContent, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { toMdast } from 'hast-util-to-mdast';
import type { Nodes, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { mathToMarkdown } from 'mdast-util-math';
import { toHast } from 'mdast-util-to-hast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfm } from 'micromark-extension-gfm';
import { type Edit, type Spliced, splice } from './splice';

/** Something said about a line of the post: the line, counted in the text handed in. */
export type LineNote = { line: number; message: string; lost: boolean };

/** GitHub's Markdown, as the build reads a body. */
export const parseMarkdown = (text: string): Root => fromMarkdown(text, READ);
// Made once: combining the extensions is a good part of each parse's cost.
const READ = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };

// The build reads `$…$` as maths, so a dollar in the text is written `\$`.
export const writeMarkdown = (tree: Root | Nodes): string =>
  toMarkdown(tree as Root, {
    extensions: [gfmToMarkdown(), mathToMarkdown()],
    bullet: '-',
    emphasis: '*',
    strong: '*',
    fences: true,
    rule: '-',
  }).trimEnd();

/** Said as Markdown with nothing lost: the element, or its content where Markdown has no mark for the wrapper. */
const FAITHFUL = new Set(
  'p a img pre code em i strong b br hr h1 h2 h3 h4 h5 h6 ul ol li blockquote table thead tbody tfoot tr th td del s strike kbd samp var q div span section article main header footer figure figcaption picture source center nav tt'.split(
    ' ',
  ),
);
/** Played as a link to their address. */
const EMBEDS = new Set(['iframe', 'video', 'audio', 'embed', 'object']);
/** Removed with what they hold: code, styles, forms and drawings a post never shows as such. */
const DROPPED = new Set(
  'script style template noscript form input button select textarea link meta svg canvas math base head title'.split(
    ' ',
  ),
);

/** What the conversion did to one block's HTML: the elements it could not say in Markdown. */
function audit(tree: HastRoot, line: number, notes: LineNote[]): void {
  const visit = (parent: HastRoot | Element) => {
    parent.children = parent.children.flatMap((child): (HastContent | ElementContent)[] => {
      if (child.type === 'comment') {
        if (!MORE.test(`<!--${child.value}-->`))
          notes.push({ line, message: 'an HTML comment was removed', lost: false });
        return [];
      }
      if (child.type !== 'element') return [child];
      const tag = child.tagName;
      if (EMBEDS.has(tag)) {
        const src = String(child.properties.src ?? child.properties.data ?? firstSource(child) ?? '');
        if (/^https?:\/\//i.test(src)) {
          notes.push({ line, message: `the <${tag}> embed was replaced by a link to ${src.slice(0, 80)}`, lost: true });
          const words = String(child.properties.title ?? '') || (tag === 'iframe' ? new URL(src).hostname : tag);
          return [
            { type: 'element', tagName: 'a', properties: { href: src }, children: [{ type: 'text', value: words }] },
          ];
        }
        notes.push({ line, message: `the <${tag}> embed was removed: it names no web address`, lost: true });
        return [];
      }
      if (DROPPED.has(tag)) {
        notes.push({ line, message: `the <${tag}> element was removed: a page shows Markdown only`, lost: true });
        return [];
      }
      visit(child);
      if (tag === 'a' && !child.properties.href) return child.children;
      if (FAITHFUL.has(tag)) return [child];
      const empty = !child.children.some((part) => part.type !== 'comment');
      notes.push({
        line,
        message: empty
          ? `the <${tag}> element was removed: it has no Markdown`
          : `the <${tag}> formatting was dropped; its text is kept`,
        lost: true,
      });
      return child.children;
    }) as typeof parent.children;
  };
  visit(tree);
}

const firstSource = (element: Element): unknown =>
  element.children.find((child): child is Element => child.type === 'element' && child.tagName === 'source')?.properties
    .src;

const rawHtml = (node: Nodes): string[] =>
  node.type === 'html' ? [node.value] : 'children' in node ? (node.children as Nodes[]).flatMap(rawHtml) : [];

const hasHtml = (node: Nodes): boolean =>
  node.type === 'html' || ('children' in node && (node.children as Nodes[]).some(hasHtml));

const MORE = /^<!--\s*more\s*-->$/i;
const COMMENT = /^<!--[\s\S]*-->$/;

/** A block's Markdown, through HTML, back to Markdown: what it says, in Markdown's own marks. */
function convertBlock(block: RootContent, line: number, notes: LineNote[]): string {
  const html = toHtml(toHast(block, { allowDangerousHtml: true }), { allowDangerousHtml: true });
  const tree = fromHtml(html, { fragment: true });
  const raw = rawHtml(block).join(' ');
  const tags = [...new Set([...raw.matchAll(/<([a-z][\w-]*)/gi)].map((match) => `<${match[1]?.toLowerCase()}>`))];
  audit(tree, line, notes);
  const mdast = toMdast(tree) as Root;
  const markdown = writeMarkdown(mdast);
  const said = tags.filter((tag) => FAITHFUL.has(tag.slice(1, -1)) && tag !== '<p>');
  if (said.length > 0)
    notes.push({ line, message: `the HTML ${said.slice(0, 4).join(', ')} became Markdown`, lost: false });
  return markdown;
}

export type HtmlResult = Spliced & {
  notes: LineNote[] /** The Markdown before Hugo's `<!--more-->`. */;
  more?: string;
};

/** Every block of `text` holding raw HTML, said in Markdown; lines in notes are `text`'s. */
export function htmlToMarkdown(text: string): HtmlResult {
  const tree = parseMarkdown(text);
  const notes: LineNote[] = [];
  const edits: Edit[] = [];
  let more: string | undefined;
  for (const block of tree.children) {
    if (!hasHtml(block)) continue;
    const start = block.position?.start.offset ?? 0;
    const end = block.position?.end.offset ?? start;
    const line = block.position?.start.line ?? 1;
    const value = block.type === 'html' ? block.value.trim() : '';
    // Jekyll's excerpt separator, often written at the end of the first paragraph.
    const inline =
      'children' in block
        ? (block.children as Nodes[]).find((node) => node.type === 'html' && MORE.test(node.value.trim()))
        : undefined;
    if (inline?.position && more === undefined) more = text.slice(0, inline.position.start.offset);
    // A removed block takes the blank lines after it, so no run of them is left.
    const blank = /^(?:[ \t]*\n)+/.exec(text.slice(end))?.[0].length ?? 0;
    if (MORE.test(value)) {
      more ??= text.slice(0, start);
      edits.push({ start, end: end + blank, text: '' });
    } else if (COMMENT.test(value) && !value.slice(4).includes('<!--')) {
      notes.push({ line, message: 'an HTML comment was removed', lost: false });
      edits.push({ start, end: end + blank, text: '' });
    } else edits.push({ start, end, text: convertBlock(block, line, notes) });
  }
  return { ...splice(text, edits), notes, ...(more !== undefined ? { more } : {}) };
}
