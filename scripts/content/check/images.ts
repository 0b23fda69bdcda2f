/**
 * The images content names: a path inside content/, a file that exists, of a size the build can
 * take, and one sharp decodes, as the build will; a bad one is reported at the field that names it,
 * not as a stack trace from the build.
 */
import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import sharp from 'sharp';
import { LIMITS } from '../../../src/content/model.ts';
import { type ContentIssue, formatBytes } from './report.ts';
import { IMAGE_PATTERN } from './rules.ts';

/** An image a content field names: the file, and where the field is, to report a bad one there. */
export type ImageRef = { file: string; path: string; field: string; line: number; source: string };

/** Why an image path cannot be used, before decoding: its form, its existence, its size. */
export function imageFileProblem(contentDir: string, path: string, got: string): string | null {
  if (!IMAGE_PATTERN.test(path))
    return `must be an image file path inside content/ (.jpg, .png, .webp, .avif or .svg), got ${got}`;
  const file = join(contentDir, path);
  if (!existsSync(file) || !statSync(file).isFile()) return `names an image that does not exist: ${path}`;
  if (!realpathSync(file).startsWith(`${realpathSync(contentDir)}${sep}`) || lstatSync(file).isSymbolicLink())
    return `names a symbolic link: ${path}; put the image file itself in content/`;
  const size = statSync(file).size;
  if (size > LIMITS.imageBytes)
    return `names an image of ${formatBytes(size)}: ${path}; an image may be at most ${formatBytes(LIMITS.imageBytes)} (save a smaller copy, e.g. 1600 pixels wide)`;
  return null;
}

/** How much longer one side of an image may be than the other: a portrait, not a banner or a strip. */
const MAX_ASPECT = 3;

/** An image's size in pixels, or why sharp cannot decode it. */
type Decoded = { width: number; height: number } | string;

/**
 * Decodes one image as the build will. A tiny decode (libvips shrinks JPEG and WebP while reading)
 * still reads every byte, so a cut-off file fails, and it takes milliseconds even for a camera photo.
 */
async function decode(file: string): Promise<Decoded> {
  try {
    const { info } = await sharp(file).resize(8, 8, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
    const { width, height } = await sharp(file).metadata();
    return { width: width || info.width, height: height || info.height };
  } catch (error) {
    return String(error instanceof Error ? error.message : error).split('\n')[0] ?? 'could not be decoded';
  }
}

/** Every named image that sharp cannot decode, or of a shape no layout can show, reported at the field that names it. */
export async function imageIssues(images: readonly ImageRef[]): Promise<ContentIssue[]> {
  const files = [...new Set(images.map((image) => image.file))];
  const decoded = new Map(await Promise.all(files.map(async (file) => [file, await decode(file)] as const)));
  return images.flatMap(({ file, path, field, line, source }) => {
    const result = decoded.get(file);
    if (result && typeof result !== 'string') {
      const { width, height } = result;
      if (Math.max(width, height) <= MAX_ASPECT * Math.min(width, height)) return [];
      const message = `${field} names an image of ${width}×${height} pixels: ${path}; one side may be at most ${MAX_ASPECT} times the other, so crop it`;
      return [{ file: source, line, field, message }];
    }
    const message = `${field} names a file that is not an image the build can read: ${path} (${result}); export it again as JPEG, PNG, WebP or AVIF`;
    return [{ file: source, line, field, message }];
  });
}
