/**
 * The images a section entry's body shows, read as the build reads the body (GitHub's Markdown):
 * `![alt](url)` and `![alt][ref]` with its `[ref]: url`. The content check checks each at its
 * line; the image step (scripts/vite/content-images.ts) builds each, fetching an `https://` one
 * into the site, which the compiled body names by a key (`remote/<hash>`) until the build swaps
 * in its `<picture>`, so the page never loads from another host.
 */
import { createHash } from 'node:crypto';
import type { Definition, Image, ImageReference, Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import { mathsFromMarkdown, mathsSyntax } from './maths.ts';

/**
 * A whole Markdown file (front matter and body), parsed as the build reads it, GitHub's Markdown
 * with maths, at its own line numbers: what sits between dollars is TeX, never a link or an image.
 */
export const parseBody = (text: string): Root =>
  fromMarkdown(text, {
    extensions: [frontmatter(), gfm(), mathsSyntax()],
    mdastExtensions: [frontmatterFromMarkdown(), gfmFromMarkdown(), ...mathsFromMarkdown()],
  });

export type BodyImage = { url: string; alt: string; line: number };

/** Each image a parsed body shows, with the address its definition gives a reference. */
export function bodyImages(tree: Root): BodyImage[] {
  const definitions = new Map<string, string>();
  visit(tree, 'definition', (node: Definition) => {
    // The first definition of a label wins, as in CommonMark.
    if (!definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
  });
  const images: BodyImage[] = [];
  visit(tree, (node: Nodes) => {
    if (node.type !== 'image' && node.type !== 'imageReference') return;
    const url = node.type === 'image' ? node.url : definitions.get(node.identifier);
    if (url !== undefined) images.push({ url, alt: node.alt ?? '', line: node.position?.start.line ?? 1 });
  });
  return images;
}

/** An image address on the web, to fetch at build time (the check has held it to https://). */
export const isRemoteImage = (url: string) => /^https:\/\//i.test(url);

/** The key a remote image goes by in a compiled body and the image step: the same address, the same key. */
export const remoteImageKey = (url: string) => `remote/${createHash('sha256').update(url).digest('hex').slice(0, 24)}`;

/** What a key looks like, for the compiled body's image markers. */
export const REMOTE_IMAGE_KEY = /^remote\/[0-9a-f]{24}$/;

/**
 * remark plugin: each remote image (a reference one too, made an image) names its key instead of
 * its address, as the mdast parse read it, which is the address the image step fetched.
 */
export function remoteImageKeys() {
  return (tree: Root) => {
    const definitions = new Map<string, string>();
    visit(tree, 'definition', (node: Definition) => {
      if (!definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
    });
    visit(tree, (node: Nodes, index, parent) => {
      if (node.type === 'image' && isRemoteImage(node.url)) node.url = remoteImageKey(node.url);
      if (node.type !== 'imageReference' || !parent || index === undefined) return;
      const url = definitions.get((node as ImageReference).identifier);
      if (!url || !isRemoteImage(url)) return;
      const image: Image = { type: 'image', url: remoteImageKey(url), alt: node.alt ?? null };
      parent.children.splice(index, 1, image as never);
    });
  };
}
