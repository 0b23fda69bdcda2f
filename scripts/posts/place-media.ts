/**
 * A post's images and links placed as the site takes them: local images copied (media.ts), the
 * cover too, remote ones kept or made links as the check allows, links to other posts made the
 * site's own, and every change noted at the post's line.
 */
import { dirname } from 'node:path';
import { toString as plainText } from 'mdast-util-to-string';
import type { EntryFields } from './fields';
import { type ImageStore, rewriteUrls, type UrlChange, urlsOf } from './media';
import type { PostContext, PostSource } from './post';

type Place = {
  source: PostSource;
  context: PostContext;
  /** The entry's fields: its cover image is placed too. */
  fields: EntryFields;
  note: (message: string, lost: boolean, line?: number) => void;
  /** The post file's line of a line of `markdown`. */
  fileLine: (line: number) => number;
};

export async function placeMedia(
  markdown: string,
  { source, context, fields, note, fileLine }: Place,
): Promise<string> {
  // Images first (they are copied, which takes a while), then every link and image rewritten at once.
  const postDir = dirname(source.path);
  const found = urlsOf(markdown);
  const images = new Map<string, Awaited<ReturnType<ImageStore['copy']>>>();
  for (const { node } of found) {
    if (node.type !== 'image' || images.has(node.url) || /^https?:/i.test(node.url)) continue;
    if (/^data:/i.test(node.url)) images.set(node.url, await context.images.saveData(node.url));
    else {
      const file = context.images.locate(node.url, postDir);
      images.set(node.url, file ? await context.images.copy(file) : { problem: 'is not in the folder imported' });
    }
  }
  if (fields.image) {
    const ref = fields.image;
    const file = /^https?:/i.test(ref) ? undefined : context.images.locate(ref, postDir);
    const image = file ? await context.images.copy(file) : undefined;
    if (image && 'path' in image) {
      fields.image = image.path;
      if (image.note) note(`image: ${image.note}`, false);
      if (!fields.imageAlt) {
        fields.imageAlt = fields.title;
        note(
          'imageAlt: the post does not describe its image, so its title was written: describe what the image shows',
          true,
        );
      }
    } else {
      delete fields.image;
      delete fields.imageAlt;
      note(
        /^https?:/i.test(ref)
          ? `image: the cover ${ref.slice(0, 80)} is on another site; save it into content/assets/ and name it in image`
          : `image: the cover ${ref.slice(0, 80)} ${image?.problem ?? 'is not in the folder imported (give its static folder with --static)'}`,
        true,
      );
    }
  }
  const shown = (url: string) => (url.length > 60 ? `${url.slice(0, 57)}…` : url);
  return rewriteUrls(
    markdown,
    ({ node, line: at, source: written }): UrlChange => {
      const line = fileLine(at);
      const words = node.type === 'definition' ? '' : plainText(node) || ('alt' in node ? (node.alt ?? '') : '');
      if (node.type === 'image') {
        const alt = node.alt?.trim() || (node.url.split('/').pop() ?? '').replace(/\.\w+$/, '').replace(/[-_]+/g, ' ');
        if (!node.alt?.trim())
          note(`image ${shown(node.url)} had no description; "${alt}" was written: describe what it shows`, true, line);
        if (/^https?:/i.test(node.url)) {
          const url = node.url.replace(/^http:/i, 'https:');
          if (context.rules.remoteImages) return url !== node.url || alt !== node.alt ? { url } : null;
          note(
            `the remote image ${shown(node.url)} became a link to it: this site shows images from content/ only`,
            true,
            line,
          );
          return { text: `[${alt}](${url})` };
        }
        const image = images.get(node.url);
        if (image && 'path' in image) {
          if (image.note) note(image.note, false, line);
          return {
            text: `![${alt.replace(/[[\]]/g, '')}](${image.path}${node.title ? ` "${node.title.replace(/"/g, "'")}"` : ''})`,
          };
        }
        note(
          `the image ${shown(node.url)} ${image?.problem ?? 'was not found'}; its description was kept as text`,
          true,
          line,
        );
        return { text: `*${alt}*` };
      }
      const url = node.url;
      if (/^(https:|mailto:|#)/i.test(url) || url === '') return null;
      if (/^http:/i.test(url)) {
        if (context.rules.httpLinks) return null;
        note(`the link ${shown(url)} was made https://: the site links over https only`, false, line);
        return { url: url.replace(/^http:/i, 'https:') };
      }
      if (node.type === 'definition') return null;
      if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
        note(`the ${url.split(':')[0]}: link on "${shown(words)}" was removed; its text is kept`, true, line);
        return { text: words };
      }
      const target = context.postUrl(url, source);
      if (target) return { url: target };
      note(
        target === null
          ? `the link to another post, ${shown(url)}, was removed (its text kept): give site.yaml a siteUrl and import again to keep it`
          : `the link ${shown(url)} points at a page of the old site; its text "${shown(words)}" was kept`,
        true,
        line,
      );
      return { text: written.startsWith('!') ? written : words };
    },
    found,
  ).text;
}
