/**
 * How a section entry's Markdown body becomes HTML, at build time (contentlayer2 runs these rehype
 * plugins after its remark-rehype step, which already drops raw HTML). The browser gets finished
 * HTML: sanitized, headings with ids and anchors, code coloured by class, images named for the
 * content image pipeline (src/content/section-body.ts swaps in the built files).
 */
import type { Element, Root } from 'hast';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { type PluggableList, unified } from 'unified';
import { visit } from 'unist-util-visit';
import { REMOTE_IMAGE_KEY, remoteImageKeys } from './body-images.ts';
import { IMAGE_PATTERN } from './check/rules.ts';
import { META_PROPERTY, rehypeCodeFinish, rehypeCodePrepare, remarkCodeMeta } from './code-blocks.ts';
import { rehypeDiagrams } from './diagrams/rehype.ts';
import { MATHS_CLASSES, rehypeMaths, remarkMaths } from './maths.ts';

/** The attribute an image in a body carries until the build swaps in its built `<picture>`. */
const CONTENT_IMAGE_ATTRIBUTE = 'data-content-image';

/**
 * GitHub's rules, with links narrowed to the web and email (an http:// link is a navigation, not
 * mixed content) and images to https, which the build fetches into the site.
 */
const schema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['https'], cite: ['https'] },
  // Maths is still the owner's text here, in a `code` whose classes say inline or display (maths.ts);
  // a code block's meta (title, highlighted lines) is text in one attribute (code-blocks.ts).
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, ...MATHS_CLASSES], META_PROPERTY],
  },
};

const HEADING = /^h[1-6]$/;

/** Body headings start at h2, under the page's own h1, however the owner numbered them. */
function shiftHeadings() {
  return (tree: Root) => {
    let top = 7;
    visit(tree, 'element', (node: Element) => {
      if (HEADING.test(node.tagName)) top = Math.min(top, Number(node.tagName[1]));
    });
    const shift = top < 7 ? 2 - top : 0;
    visit(tree, 'element', (node: Element) => {
      if (HEADING.test(node.tagName)) node.tagName = `h${Math.min(6, Number(node.tagName[1]) + shift)}`;
    });
  };
}

/** Each heading's text becomes a link to itself, so a reader can copy the address of a part. */
function headingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const id = node.properties?.id;
      if (!HEADING.test(node.tagName) || typeof id !== 'string') return;
      node.children = [{ type: 'element', tagName: 'a', properties: { href: `#${id}` }, children: node.children }];
    });
  };
}

/**
 * Images name a file under content/ or a fetched image's key (the check refuses anything else): the
 * src becomes a marker the build replaces with the built variants. Any other image is dropped, so
 * no page loads from elsewhere.
 */
function contentImages() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'img' || !parent || index === undefined) return;
      const src = String(node.properties?.src ?? '');
      if (!IMAGE_PATTERN.test(src) && !REMOTE_IMAGE_KEY.test(src)) {
        parent.children.splice(index, 1);
        return index;
      }
      node.properties = { [CONTENT_IMAGE_ATTRIBUTE]: src, alt: String(node.properties?.alt ?? '') };
      return undefined;
    });
  };
}

/** A code block or a table scrolls sideways on a phone, so a keyboard must be able to reach it. */
function focusableScrollers() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre' || node.tagName === 'table') node.properties = { ...node.properties, tabIndex: 0 };
    });
  };
}

/** The attribute a table cell of a column the owner aligned (`---:`) carries, for the body's styles. */
const ALIGN_ATTRIBUTE = 'data-align';

/** remark-rehype writes a column's alignment as `align`, which the HTML standard has retired: a data attribute instead. */
function alignedCells() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const align = node.properties?.align;
      if ((node.tagName !== 'th' && node.tagName !== 'td') || typeof align !== 'string') return;
      const { align: _, ...rest } = node.properties;
      node.properties = { ...rest, [ALIGN_ATTRIBUTE]: align };
    });
  };
}

/**
 * GitHub's Markdown (tables, task lists, strikethrough, footnotes, bare links), as GitHub's own
 * editor previews a body: what the owner sees there is what the page shows. Remote images name
 * the key the image step fetched them under (body-images.ts).
 */
export const remarkPlugins: PluggableList = [remarkGfm, remarkMaths, remarkCodeMeta, remoteImageKeys];

/** A task's checkbox is named by its words (axe: form elements need labels): both go in a label. */
function labelledTasks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const classes = node.properties?.className;
      if (node.tagName !== 'li' || !Array.isArray(classes) || !classes.includes('task-list-item')) return;
      const nested = node.children.findIndex((child) => child.type === 'element' && /^(ul|ol)$/.test(child.tagName));
      const end = nested === -1 ? node.children.length : nested;
      const label: Element = {
        type: 'element',
        tagName: 'label',
        properties: {},
        children: node.children.slice(0, end),
      };
      node.children = [label, ...node.children.slice(end)];
    });
  };
}

/** The rehype plugins contentlayer2 runs on every body, in order. */
export const rehypePlugins: PluggableList = [
  [rehypeSanitize, schema],
  shiftHeadings,
  // Slugged from a heading's TeX as written, before it is typeset.
  rehypeSlug,
  headingAnchors,
  // Ours, after the sanitizer: the MathML and the diagrams' SVG are the build's, not the owner's.
  rehypeMaths,
  rehypeDiagrams,
  rehypeCodePrepare,
  [rehypeHighlight, { detect: false }],
  rehypeCodeFinish,
  focusableScrollers,
  alignedCells,
  labelledTasks,
  contentImages,
];

/**
 * A body compiled as contentlayer2 compiles one (remark-parse, GitHub's Markdown, remark-rehype, which drops raw HTML,
 * then the plugins above): for a translation's body, which contentlayer2 never sees, and the tests.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkPlugins)
  .use(remarkRehype)
  .use(rehypePlugins)
  .use(rehypeStringify);
export const compileMarkdown = (raw: string): string => String(processor.processSync(raw));

export type TocItem = { id: string; text: string; depth: number };

/** A post this long in headings gets a table of contents. */
const TOC_MIN_HEADINGS = 3;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** A heading's text from its HTML: tags dropped, the entities hast-util-to-html writes decoded. */
const decode = (html: string) =>
  html
    // A formula's TeX, kept beside its MathML, is not read twice.
    .replace(/<annotation\b[\s\S]*?<\/annotation>/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#'))
        return String.fromCodePoint(Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10));
      return ENTITIES[name] ?? entity;
    })
    .trim();

/** The h2 and h3 of a compiled body, when there are enough of them to need a table of contents. */
export function tableOfContents(html: string): TocItem[] {
  const items = [...html.matchAll(/<h([23]) id="([^"]+)"><a href="#[^"]*">([\s\S]*?)<\/a><\/h\1>/g)].map(
    ([, depth, id = '', inner = '']) => ({ id, text: decode(inner), depth: Number(depth) }),
  );
  return items.length >= TOC_MIN_HEADINGS ? items : [];
}

/** Minutes to read a body at 220 words a minute; 0 for an entry with no body. */
export function readingMinutes(raw: string): number {
  const words = raw
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return words === 0 ? 0 : Math.max(1, Math.round(words / 220));
}
