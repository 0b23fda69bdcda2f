/**
 * The content image pipeline: `import images from 'virtual:content-images'` gives, for each image
 * named in content (the portrait, section entries' images, the images in their bodies), AVIF, WebP
 * and JPEG files at the display size and twice it. sharp writes them once into a content-hashed
 * cache; Vite then treats them as ordinary assets, so dev, the client build and the SSR build all
 * agree on their URLs. A body's https:// image is fetched first (remote-images.ts) and goes by its
 * key, so the site serves it as its own.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { labelFor } from '../content/check/walk.ts';
import { env } from '../env.ts';
import { namedImages } from './named-images.ts';
import { REMOTE_IMAGE_CACHE } from './remote-images.ts';
import { fetchRemoteImages } from './remote-report.ts';

const VIRTUAL_ID = 'virtual:content-images';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DENSITIES = [1, 2] as const;

type Sharp = ReturnType<typeof sharp>;

/** Each format, best first: the browser takes the first `<source>` it supports. */
const FORMATS = [
  { ext: 'avif', type: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 4 }) },
  { ext: 'webp', type: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 74, effort: 5 }) },
  { ext: 'jpg', type: 'image/jpeg', encode: (image: Sharp) => image.jpeg({ quality: 76, mozjpeg: true }) },
] as const;

type Variant = { file: string; format: (typeof FORMATS)[number]; density: number };

/** Writes every variant of one image into the cache (skipping those already there); `name` names its files. */
async function buildVariants(
  source: string,
  width: number,
  cacheDir: string,
  name = basename(source, extname(source)),
) {
  const input = readFileSync(source);
  const meta = await sharp(input).metadata();
  if (!meta.width || !meta.height) throw new Error(`${source} is not an image sharp can read.`);
  const height = Math.round((width * meta.height) / meta.width);
  const hash = createHash('sha256').update(input).update(String(width)).digest('hex').slice(0, 12);
  const dir = join(cacheDir, hash);
  mkdirSync(dir, { recursive: true });
  const wanted = FORMATS.flatMap((format) =>
    DENSITIES.map((density) => ({ file: join(dir, `${name}-${width * density}.${format.ext}`), format, density })),
  );
  // Encoded side by side (sharp works off the main thread): a cold build, as in CI, takes half the time.
  const variants: Variant[] = await Promise.all(
    wanted.map(async (variant) => {
      if (!existsSync(variant.file)) {
        const { format, density } = variant;
        const data = await format
          .encode(sharp(input).resize(width * density, height * density, { fit: 'cover' }))
          .toBuffer();
        // Parallel builds share the cache: write aside, then rename into place atomically.
        const temp = `${variant.file}.${process.pid}.tmp`;
        writeFileSync(temp, data);
        renameSync(temp, variant.file);
      }
      return variant;
    }),
  );
  return { width, height, variants };
}

type Options = { preview: boolean; root: string; watch: (file: string) => void };

/** The module source: asset imports (never inlined, so the CSP needs no data: images) and one export. */
async function moduleCode(contentDir: string, cacheDir: string, { preview, root, watch }: Options): Promise<string> {
  const imports: string[] = [];
  const entries: string[] = [];
  const named = namedImages(contentDir, { preview, today: env.buildDate, label: labelFor(env.contentDir) });
  for (const file of named.files) watch(file);
  const fetched = await fetchRemoteImages(named.remote, resolve(root, REMOTE_IMAGE_CACHE));
  const images = [
    ...named.local.map((image) => {
      const source = join(contentDir, image.path);
      if (!existsSync(source)) throw new Error(`content names ${image.path}, but ${source} does not exist.`);
      watch(source);
      return { key: image.path, source, width: image.width, name: undefined };
    }),
    ...named.remote.map((image) => ({
      key: image.key,
      source: fetched.get(image.url) as string,
      width: image.width,
      name: image.key.replace('/', '-'),
    })),
  ];
  for (const image of images) {
    const { width, height, variants } = await buildVariants(image.source, image.width, cacheDir, image.name);
    const url = (variant: Variant) => {
      const id = `img${imports.length}`;
      imports.push(`import ${id} from ${JSON.stringify(`${variant.file}?no-inline`)};`);
      return id;
    };
    const srcSets = FORMATS.map((format) => {
      const parts = variants
        .filter((variant) => variant.format === format)
        .map((variant) => `${url(variant)} + ' ${variant.density}x'`);
      return { type: format.type, srcSet: parts.join(" + ', ' + ") };
    });
    const fallback = variants.find((variant) => variant.format.ext === 'jpg' && variant.density === 1);
    if (!fallback) throw new Error('The JPEG fallback is missing.');
    const sources = srcSets
      .slice(0, -1)
      .map((set) => `{ type: ${JSON.stringify(set.type)}, srcSet: ${set.srcSet} }`)
      .join(', ');
    entries.push(
      `${JSON.stringify(image.key)}: { width: ${width}, height: ${height}, src: ${url(fallback)}, srcSet: ${srcSets.at(-1)?.srcSet}, sources: [${sources}] }`,
    );
  }
  return `${imports.join('\n')}\nexport default { ${entries.join(',\n')} };\n`;
}

const exactly = (id: string) => new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The Vite plugin behind `virtual:content-images`. */
export function contentImagesPlugin(): Plugin {
  let root = process.cwd();
  let preview = false;
  return {
    name: 'portfolio:content-images',
    configResolved(config) {
      root = config.root;
      // The dev server shows drafts and scheduled entries (scripts/vite/contentlayer.ts), images and all.
      preview = config.command === 'serve';
    },
    // Filters keep the bundler from calling these hooks for every other module.
    resolveId: { filter: { id: exactly(VIRTUAL_ID) }, handler: () => RESOLVED_ID },
    load: {
      filter: { id: exactly(RESOLVED_ID) },
      async handler() {
        const contentDir = resolve(root, env.contentDir);
        const cacheDir = resolve(root, 'node_modules/.cache/content-images');
        this.addWatchFile(join(contentDir, 'site.yaml'));
        return moduleCode(contentDir, cacheDir, { preview, root, watch: (file) => this.addWatchFile(file) });
      },
    },
  };
}
