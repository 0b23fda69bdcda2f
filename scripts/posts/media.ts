/**
 * A post's images and links as the site takes them. Local images (beside the post, in a page
 * bundle, or under the old site's static folder for `/images/…`) are copied into
 * content/assets/<section>/ under names an address can use, in a format the build resizes; remote
 * `https://` images stay remote when the check takes them (the build fetches them). Links to other
 * imported posts become the site's own addresses where the site has one.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import type { Nodes } from 'mdast';
import sharp from 'sharp';
import { LineCounter, parseDocument, type YAMLMap } from 'yaml';
import { LIMITS } from '../../src/content/model';
import { FileCheck } from '../content/check/fields';
import { checkMarkdown } from '../content/check/markdown';
import { toSlug } from '../slug';
import { parseMarkdown, writeMarkdown } from './html';
import { type Edit, type Spliced, splice } from './splice';

/** What the site's check takes in a body today: found by asking it, so the import follows it as it grows. */
export type BodyRules = { httpLinks: boolean; remoteImages: boolean };

export function bodyRules(contentDir: string): BodyRules {
  const accepts = (body: string) => {
    const doc = parseDocument('title: probe');
    const check = new FileCheck('probe.md', doc, new LineCounter(), contentDir);
    checkMarkdown(check, doc.contents as YAMLMap, `---\ntitle: probe\n---\n\n${body}\n`, 'probe.md');
    return check.issues.length === 0;
  };
  return { httpLinks: accepts('[a](http://example.com/)'), remoteImages: accepts('![a](https://example.com/a.png)') };
}

const TAKEN = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg']);
const CONVERTED = new Set(['.gif', '.tif', '.tiff', '.bmp', '.heic', '.heif']);
const MAX_ASPECT = 3;

export type ImageOptions = { section: string; staticDir?: string; contentDir: string };

/** The images an import copies: each source file once, under a name of its own in assets/<section>/. */
export class ImageStore {
  /** Content-relative path → bytes, for the import to write. */
  readonly files: Record<string, Uint8Array> = {};
  private readonly bySource = new Map<string, Promise<{ path: string; note?: string } | { problem: string }>>();
  private readonly names = new Set<string>();

  constructor(private readonly options: ImageOptions) {}

  /** The file an image reference of a post in `postDir` names, if it exists. */
  locate(ref: string, postDir: string): string | undefined {
    let path = ref.replace(/[?#].*$/, '');
    try {
      path = decodeURI(path);
    } catch {}
    const { staticDir } = this.options;
    const candidates = path.startsWith('/')
      ? [
          staticDir && join(staticDir, path),
          staticDir && join(staticDir, 'static', path),
          staticDir && join(staticDir, 'public', path),
        ]
      : [resolve(postDir, path), staticDir && join(staticDir, path)];
    return candidates.find(
      (file): file is string => Boolean(file) && existsSync(file as string) && statSync(file as string).isFile(),
    );
  }

  /** Copies the image once; the content-relative path to name it by, or why it cannot be shown. */
  copy(file: string): Promise<{ path: string; note?: string } | { problem: string }> {
    const known = this.bySource.get(file);
    if (known) return known;
    const done = this.read(file);
    this.bySource.set(file, done);
    return done;
  }

  /** An image written into the post itself (a data: address), saved as a file. */
  saveData(uri: string): Promise<{ path: string; note?: string } | { problem: string }> {
    const match = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml);base64,([A-Za-z0-9+/=\s]+)$/i.exec(uri);
    if (!match) return Promise.resolve({ problem: 'is a data: address the import cannot read' });
    const ext = match[1]?.toLowerCase().replace('svg+xml', 'svg').replace('jpeg', 'jpg') ?? 'png';
    return this.store(
      Buffer.from(match[2] ?? '', 'base64'),
      `image.${ext}`,
      'the image written into the post (data:) was saved as a file',
    );
  }

  private async read(file: string) {
    const size = statSync(file).size;
    if (size > LIMITS.imageBytes)
      return { problem: `is ${Math.round(size / 1e6)} MB; the site takes images up to 20 MB` };
    return this.store(readFileSync(file), basename(file));
  }

  private async store(bytes: Buffer, name: string, said?: string) {
    let ext = extname(name).toLowerCase();
    let data: Uint8Array = bytes;
    let note = said;
    try {
      if (CONVERTED.has(ext)) {
        data = await sharp(bytes, { animated: ext === '.gif' })
          .webp()
          .toBuffer();
        note = `${name} was converted to WebP, a format the site resizes`;
        ext = '.webp';
      } else if (!TAKEN.has(ext)) return { problem: `is not an image the site takes (${ext || 'no extension'})` };
      const { width = 0, height = 0, pages = 1 } = await sharp(data).metadata();
      const tall = height / Math.max(pages, 1);
      if (Math.max(width, tall) > MAX_ASPECT * Math.min(width, tall))
        return {
          problem: `is ${width}×${Math.round(tall)} pixels; the site takes images whose long side is at most 3 times the short one, so crop it and add it again`,
        };
    } catch (error) {
      return { problem: `cannot be read as an image (${error instanceof Error ? error.message : error})` };
    }
    const stem = toSlug(basename(name, extname(name))) || 'image';
    let path = `assets/${this.options.section}/${stem}${ext}`;
    for (let n = 2; this.names.has(path) || existsSync(join(this.options.contentDir, path)); n++)
      path = `assets/${this.options.section}/${stem}-${n}${ext}`;
    this.names.add(path);
    this.files[path] = data;
    return { path, ...(note ? { note } : {}) };
  }
}

/** Where a link or image in a body leads, decided by the import: kept, changed, or turned to its text. */
export type UrlChange = { url: string } | { text: string } | null;

type Found = { node: Nodes & { url: string }; line: number; start: number; end: number; source: string };

/** The links, images and definitions of a body, with where each is written. */
export function urlsOf(text: string): Found[] {
  const found: Found[] = [];
  const visit = (node: Nodes) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.position) {
      const start = node.position.start.offset ?? 0;
      const end = node.position.end.offset ?? start;
      found.push({ node, line: node.position.start.line, start, end, source: text.slice(start, end) });
    }
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  visit(parseMarkdown(text));
  return found;
}

/** The body with each link and image changed as `change` says; the rest as written. */
export function rewriteUrls(text: string, change: (found: Found) => UrlChange, all = urlsOf(text)): Spliced {
  const edits: Edit[] = [];
  for (const found of all) {
    const result = change(found);
    if (!result) continue;
    const { node, source } = found;
    let value: string;
    if ('text' in result) value = result.text;
    else if (node.type === 'definition') value = `[${node.label ?? node.identifier}]: <${result.url}>`;
    // A bare address (GitHub's autolink) is its own text.
    else if (source === node.url) value = result.url;
    else value = writeMarkdown({ ...node, url: result.url } as Nodes);
    edits.push({ start: found.start, end: found.end, text: value });
  }
  return splice(text, edits);
}
