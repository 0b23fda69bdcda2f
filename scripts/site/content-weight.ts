/**
 * The owner's content weight: for every route, how many bytes of its first-load JavaScript come
 * from files in content/ (each collection ships as data in the route's chunks), how many bytes
 * of words its HTML carries, and the image files it names (a photograph is the largest paint on a
 * phone). The build prints it, and adds it to the CI job's summary. Above WEIGHT_WARNING it warns,
 * naming the heaviest files; it never fails: the owner's words are theirs.
 */
import { appendFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { env } from '../env';
import { avifImages } from '../page-load/inline-images';
import { builtFile, outputFiles } from '../routes';
import { kb, table } from '../table';
import type { BundleMap } from '../vite/bundle-map';
import { measure } from './check-size';
import { readBundleMap } from './size-growth';

/** Content bytes in one route's first-load JS (minified, before gzip) above which the report warns. */
export const WEIGHT_WARNING = 150_000;

export type RouteWeight = {
  route: string;
  /** Bytes of the route's first-load JS that are content, and the files they come from, heaviest first. */
  contentJs: number;
  files: { file: string; bytes: number }[];
  /** The same by collection (`content/experience/`, with its file count) and single file (`content/site.yaml`). */
  groups: { group: string; files: number; bytes: number }[];
  /** The words on the prerendered page (UTF-8 bytes of its text), and the whole page gzipped. */
  htmlText: number;
  htmlGzip: number;
  /** The image files the page names, each at its largest AVIF (a phone's sharp screen asks for it); inlined ones are in the HTML. */
  images: number;
};

/** Bytes of the AVIF files a page names, once each; `data:` images are part of the HTML already. */
function imageBytes(html: string, dist: string, base: string): number {
  const files = new Set(
    avifImages(html)
      .filter((url) => url.startsWith(base))
      .map((url) => builtFile(dist, base, url)),
  );
  return [...files].filter((file) => existsSync(file)).reduce((sum, file) => sum + statSync(file).size, 0);
}

/** The visible text of a page's body: what the owner wrote, as rendered. */
export function pageText(html: string): string {
  const body = html.match(/<body\b[^>]*>([\s\S]*)<\/body>/i)?.[1] ?? html;
  return body
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:#\d+|#x[\da-f]+|\w+);/gi, '_')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Content weight of every route in a build; `contentDir` is the prefix the bundle map gives content files. */
export function weigh(dist: string, base = env.basePath, contentDir = env.contentDir, map?: BundleMap): RouteWeight[] {
  const bundle = map ?? readBundleMap(dist);
  const prefix = `${contentDir.replace(/\/+$/, '')}/`;
  return measure(dist, base).map((size) => {
    const files = new Map<string, number>();
    for (const asset of size.js)
      for (const [source, bytes] of Object.entries(bundle[asset.file] ?? {}))
        if (source.startsWith(prefix)) files.set(source, (files.get(source) ?? 0) + bytes);
    const html = readFileSync(join(dist, outputFiles(size.route)[0] ?? 'index.html'), 'utf8');
    const groups = new Map<string, { group: string; files: number; bytes: number }>();
    for (const [file, bytes] of files) {
      const folder = file.slice(prefix.length).split('/')[0] ?? '';
      const name = file.slice(prefix.length).includes('/') ? `${prefix}${folder}/` : file;
      const group = groups.get(name) ?? { group: name, files: 0, bytes: 0 };
      groups.set(name, { group: name, files: group.files + 1, bytes: group.bytes + bytes });
    }
    return {
      route: size.route,
      contentJs: [...files.values()].reduce((sum, bytes) => sum + bytes, 0),
      files: [...files].map(([file, bytes]) => ({ file, bytes })).sort((a, b) => b.bytes - a.bytes),
      groups: [...groups.values()].sort((a, b) => b.bytes - a.bytes),
      htmlText: Buffer.byteLength(pageText(html)),
      htmlGzip: gzipSync(html, { level: 9 }).length,
      images: imageBytes(html, dist, base),
    };
  });
}

const groupName = (group: RouteWeight['groups'][number]) =>
  group.group.endsWith('/')
    ? `${group.group} (${group.files} files, ${kb(group.bytes)})`
    : `${group.group} (${kb(group.bytes)})`;

/** The routes over the threshold, each naming its heaviest collections and files. */
export function weightWarnings(weights: RouteWeight[], threshold = WEIGHT_WARNING): string[] {
  return weights
    .filter((weight) => weight.contentJs > threshold)
    .map((weight) => {
      const groups = weight.groups.slice(0, 3).map(groupName).join(', ');
      const files = weight.files
        .slice(0, 3)
        .map((file) => `${file.file} (${kb(file.bytes)})`)
        .join(', ');
      return `${weight.route} carries ${kb(weight.contentJs)} of content in its first-load JavaScript (over ${kb(threshold)}); heaviest: ${groups}; largest files: ${files}. The page still works; fewer or shorter entries load faster on a slow phone.`;
    });
}

/** The report as a table, plain for the terminal or Markdown for the job summary. */
function weightReport(weights: RouteWeight[], style: 'plain' | 'markdown' = 'plain'): string {
  const rows = [['route', 'content in JS', 'heaviest', 'words in HTML', 'HTML (gzip)', 'image files']];
  for (const weight of weights)
    rows.push([
      weight.route,
      kb(weight.contentJs),
      weight.groups[0] ? groupName(weight.groups[0]) : '-',
      kb(weight.htmlText),
      kb(weight.htmlGzip),
      weight.images ? kb(weight.images) : '-',
    ]);
  return table(rows, style);
}

/** Prints the report and its warnings, and adds both to $GITHUB_STEP_SUMMARY when CI sets it. */
export function printContentWeight(dist: string, summaryFile = env.stepSummary): RouteWeight[] {
  const weights = weigh(dist);
  const warnings = weightWarnings(weights);
  console.log(
    `\nContent weight per route (minified bytes before gzip; never fails the build):\n${weightReport(weights)}`,
  );
  for (const warning of warnings)
    console.warn(env.githubActions ? `::warning title=Content weight::${warning}` : `Warning: ${warning}`);
  if (summaryFile) {
    const notes = warnings.map((warning) => `> **Warning:** ${warning}`).join('\n\n');
    appendFileSync(
      summaryFile,
      `### Content weight per route\n\n${weightReport(weights, 'markdown')}\n\nContent in JS: bytes of each route's first-load JavaScript that come from content/ (minified, before gzip). Image files: the AVIF files the page names, at the size a phone's sharp screen asks for (a photograph on the home page is its largest paint; images of 4 KB or less travel in the HTML). A warning above ${kb(WEIGHT_WARNING)} of content in JS; never a failure.\n\n${notes}\n`,
    );
  }
  return weights;
}
