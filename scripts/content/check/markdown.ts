/**
 * The Markdown half of a section entry: its front matter is YAML the field checks read at the
 * file's own line numbers, and its body may hold Markdown only. Raw HTML, and links that are not
 * to the web (https or http), mailto or a part of the page (`#...`), are refused at their line;
 * images must be files under content/, which the build resizes like the portrait, or https://
 * addresses, which the build fetches into the site (only their form is checked here).
 */
import { join } from 'node:path';
import type { Nodes } from 'mdast';
import { isScalar, type Node, type YAMLMap } from 'yaml';
import { LIMITS } from '../../../src/content/model.ts';
import { bodyImages, parseBody } from '../body-images.ts';
import { checkBlocks } from './blocks.ts';
import type { FileCheck } from './fields.ts';
import { foreignFieldAdvice } from './foreign-fields.ts';
import { imageFileProblem } from './images.ts';
import { isUrl } from './rules.ts';

/** What a scheme-led address is, for messages: `javascript`, `http`… (lower case), or undefined. */
const schemeOf = (url: string) => /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();

/** A web address as a browser follows it: any host, `http://localhost:3000` in a tutorial too. */
const isWebLink = (url: string) =>
  /^https?:\/\/[^/?#\s]/i.test(url) && !/\s/.test(url) && URL.canParse(url) && new URL(url).hostname !== '';

/** Where a link may point from a body: the web (a link is a navigation, so http too), an email address, or a part of the page. */
export const linkProblem = (url: string): string | null => {
  if (url.startsWith('#') && !/\s/.test(url)) return null;
  if (isUrl(url, ['mailto']) || isWebLink(url)) return null;
  const scheme = schemeOf(url);
  if (scheme === 'javascript' || scheme === 'data' || scheme === 'vbscript')
    return `${scheme}: links are never allowed; link to an https:// address`;
  return `must be a full web address (https:// or http://), a mailto: address or #part-of-the-page, got ${JSON.stringify(url.slice(0, 60))}`;
};

const DOWNLOAD = 'download the image into content/assets/ and link it there, as ![what it shows](assets/name.png)';

/** Why a body image's address cannot be used, or null: a file under content/ (`local`) or an https:// image the build fetches. */
export function imageProblem(url: string): { local: true } | { problem: string } | null {
  const scheme = schemeOf(url);
  if (!scheme && !url.startsWith('//')) return { local: true };
  if (url.startsWith('//'))
    return { problem: `${JSON.stringify(url.slice(0, 60))} has no scheme; write https: in front` };
  if (scheme === 'http')
    return {
      problem: `${url.slice(0, 100)} is an http:// image, which a page served over https may not show (mixed content); use its https:// address, or ${DOWNLOAD}`,
    };
  if (scheme !== 'https')
    return {
      problem: `must be a file under content/ or an https:// address, got ${JSON.stringify(url.slice(0, 60))}${scheme === 'data' || scheme === 'javascript' ? `; ${DOWNLOAD}` : ''}`,
    };
  if ([...url].length > LIMITS.url) return { problem: `address must be at most ${LIMITS.url} characters` };
  if (!isUrl(url, ['https']) || /^https:\/\/[^/?#]*@/.test(url))
    return {
      problem: `${JSON.stringify(url.slice(0, 100))} is not a full https:// address (https://host/path, no user or password)`,
    };
  return null;
}

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
  const tree = parseBody(text);
  // A definition only images use (`![a][ref]`) names an image, checked below, not a link.
  const references = { image: new Set<string>(), link: new Set<string>() };
  const collect = (node: Nodes) => {
    if (node.type === 'imageReference') references.image.add(node.identifier);
    if (node.type === 'linkReference') references.link.add(node.identifier);
    if ('children' in node) for (const child of node.children) collect(child as Nodes);
  };
  collect(tree);
  const imageOnly = (node: Nodes) =>
    node.type === 'definition' && references.image.has(node.identifier) && !references.link.has(node.identifier);
  // GitHub's Markdown makes a mail link of any word shaped like an address (`a+@host.4o`), and no
  // escape stops it: that is the owner's prose, not a link they wrote, so the mailto: rule is only
  // for links written as links (`[…](mailto:…)`, `<…>`).
  const addressInProse = (node: Nodes) =>
    node.type === 'link' &&
    node.url.startsWith('mailto:') &&
    !'[<'.includes(text[node.position?.start.offset ?? 0] ?? '[');
  const visit = (node: Nodes) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'html')
      check.report(
        line,
        'body',
        `has raw HTML ${htmlTags(node.value)}, which a page never shows; write it in Markdown instead`,
      );
    if ((node.type === 'link' || node.type === 'definition') && !imageOnly(node) && !addressInProse(node)) {
      const problem = linkProblem(node.url);
      if (problem) check.report(line, 'body', `link ${problem}`);
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  for (const { url, alt, line } of bodyImages(tree)) {
    const form = imageProblem(url);
    const problem =
      form && 'problem' in form
        ? form.problem
        : form
          ? imageFileProblem(check.contentDir, url, JSON.stringify(url))
          : null;
    if (problem) check.report(line, 'body', `image ${problem}`);
    else if (form)
      check.images.push({ file: join(check.contentDir, url), path: url, field: 'body', line, source: check.file });
    if (!alt.trim())
      check.report(line, 'body', 'image has no description; write one between the brackets: ![what it shows](…)');
  }
  checkBlocks(check, tree);
}
