/**
 * The images content names, for the image step (content-images.ts): the portrait, each section
 * entry's `image` and the images in its body and its translations' bodies, local files by their
 * path under content/, remote ones by their address with every file and line that shows them.
 * A build leaves out the entries it does not publish (drafts, scheduled), so it neither fetches
 * nor ships their images; the dev server (`preview`) takes them all.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { SECTIONS_FOLDER } from '../../src/content/model/vocabulary.ts';
import { portraitSize, sectionImageWidth } from '../../src/styles/tokens.ts';
import { bodyImages, isRemoteImage, parseBody, remoteImageKey } from '../content/body-images.ts';
import { IMAGE_PATTERN } from '../content/check/rules.ts';
import { frontMatter } from '../content/front-matter.ts';
import { unpublishedEntries } from '../content/publication.ts';
import { declaredLanguages } from '../i18n/languages.ts';

export type LocalImage = { path: string; width: number };
/** Where a remote image is shown: the content file (as the owner names it) and the line. */
type ImageUse = { file: string; line: number };
export type RemoteImageRef = { url: string; key: string; width: number; uses: ImageUse[] };

/** The entries' Markdown files, the original's path first: `sections/writing/a.md`, `pl/sections/writing/a.md`. */
function entryFiles(contentDir: string, skipped: ReadonlySet<string>): { path: string; text: string }[] {
  const roots = [
    '',
    ...declaredLanguages(contentDir)
      .slice(1)
      .map((code) => `${code}/`),
  ];
  return roots.flatMap((prefix) => {
    const root = join(contentDir, prefix, SECTIONS_FOLDER);
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md') && !skipped.has(`${SECTIONS_FOLDER}/${file}`))
      .sort()
      .map((file) => ({
        path: `${prefix}${SECTIONS_FOLDER}/${file}`,
        text: readFileSync(join(root, file), 'utf8'),
      }));
  });
}

/** An entry's `image` field, when it names one (a mistake is the content check's to report). */
function fieldImage(text: string): string | undefined {
  const parts = frontMatter(text);
  try {
    const fields: unknown = 'yaml' in parts ? parse(parts.yaml) : null;
    const image = (fields as { image?: unknown } | null)?.image;
    return typeof image === 'string' ? image : undefined;
  } catch {
    return undefined;
  }
}

/** The images content names; `today` is the build's day, `preview` the dev server's every entry. */
export function namedImages(
  contentDir: string,
  { preview, today, label = 'content' }: { preview: boolean; today: string; label?: string },
): { local: LocalImage[]; remote: RemoteImageRef[]; files: string[] } {
  let site: { portrait?: unknown } | null = null;
  try {
    site = parse(readFileSync(join(contentDir, 'site.yaml'), 'utf8'));
  } catch {
    // A mistake in site.yaml while editing: the content check names its line (see contentlayer.ts).
  }
  const skipped = new Set(preview ? [] : unpublishedEntries(contentDir, today).map((entry) => entry.path));
  const local = new Set<string>();
  const remote = new Map<string, RemoteImageRef>();
  const files = entryFiles(contentDir, skipped);
  for (const { path, text } of files) {
    const image = fieldImage(text);
    if (image) local.add(image);
    // An image is written `![…]` (CommonMark), so a body without that has none and is not parsed:
    // most posts, whose parse was most of a long blog's image step.
    for (const { url, line } of text.includes('![') ? bodyImages(parseBody(text)) : []) {
      if (IMAGE_PATTERN.test(url)) local.add(url);
      else if (isRemoteImage(url)) {
        const ref = remote.get(url) ?? { url, key: remoteImageKey(url), width: sectionImageWidth, uses: [] };
        ref.uses.push({ file: `${label}/${path}`, line });
        remote.set(url, ref);
      }
    }
  }
  const portrait = typeof site?.portrait === 'string' ? [{ path: site.portrait, width: portraitSize }] : [];
  return {
    local: [...portrait, ...[...local].sort().map((path) => ({ path, width: sectionImageWidth }))],
    remote: [...remote.values()],
    files: files.map(({ path }) => join(contentDir, path)),
  };
}
