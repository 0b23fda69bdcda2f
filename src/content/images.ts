import images, { type ResponsiveImage } from 'virtual:content-images';
import { site } from 'contentlayer/generated';
import { languagesOf } from './untranslated';

/** The built variants of an image content names (scripts/vite/content-images.ts builds one per path). */
function contentImage(path: string): ResponsiveImage {
  const image = images[path];
  if (!image) throw new Error(`No built image for content path "${path}".`);
  return image;
}

/** The owner's portrait: AVIF, WebP and JPEG at its display size and 2x, with its alt text and that text's language. */
export function getPortrait() {
  return { ...contentImage(site.portrait), alt: site.portraitAlt, altLanguage: languagesOf(site)('portraitAlt') };
}
export type Portrait = ReturnType<typeof getPortrait>;
