/** Built by scripts/vite/content-images.ts from the images content names, keyed by their content path. */
declare module 'virtual:content-images' {
  /** One image at its display size, in modern formats with a JPEG fallback, 1x and 2x. */
  export type ResponsiveImage = {
    width: number;
    height: number;
    /** The JPEG at 1x, for browsers that read no `srcset`. */
    src: string;
    /** The JPEG at 1x and 2x. */
    srcSet: string;
    /** AVIF then WebP, for `<source>` elements. */
    sources: { type: string; srcSet: string }[];
  };
  const images: Record<string, ResponsiveImage>;
  export default images;
}
