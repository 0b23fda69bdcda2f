/**
 * The section entries a build leaves out: drafts, and entries dated after the build's day
 * (src/content/model/publication.ts). contentlayer.config.ts excludes their files, so no page,
 * list, feed, sitemap, share image, résumé or search index of a build can hold them; the image
 * step skips their images. `npm run dev` (CONTENT_PREVIEW) compiles them all.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Publication, publicationOf } from '../../src/content/model/publication.ts';
import { SECTIONS_FOLDER } from '../../src/content/model/vocabulary.ts';
import { env } from '../env.ts';
import { readData } from './check/read.ts';

/** An entry a build leaves out: its content-relative path, why, its date and the line of the field that says so. */
export type Unpublished = { path: string; state: Exclude<Publication, 'published'>; date: string | null; line: number };

/** The line a top-level field is written on, for the build's note. */
const lineOf = (text: string, field: string) =>
  text.split(/\r?\n/).findIndex((row) => new RegExp(`^${field}\\s*:`).test(row)) + 1 || 1;

/** Every section entry under `contentDir` that a build on `today` (YYYY-MM-DD, UTC) leaves out, by path. */
export function unpublishedEntries(contentDir: string, today: string): Unpublished[] {
  const root = join(contentDir, SECTIONS_FOLDER);
  if (!existsSync(root)) return [];
  const found: Unpublished[] = [];
  for (const section of readdirSync(root, { withFileTypes: true })) {
    if (!section.isDirectory()) continue;
    for (const file of readdirSync(join(root, section.name)).sort()) {
      if (!file.endsWith('.md')) continue;
      const path = `${SECTIONS_FOLDER}/${section.name}/${file}`;
      // As the check and contentlayer2 read it: a byte-order mark and Windows line endings are fine.
      const fields = readData(join(contentDir, path));
      const text = readFileSync(join(contentDir, path), 'utf8').replace(/^\uFEFF/, '');
      if (!fields) continue;
      const state = publicationOf(fields, today);
      if (state === 'published') continue;
      const date = typeof fields.date === 'string' ? fields.date : null;
      found.push({ path, state, date, line: lineOf(text, state === 'draft' ? 'draft' : 'date') });
    }
  }
  return found;
}

/** What a build says of the entries it left out, one line each: where, and when it goes out. */
const unpublishedNote = (entry: Unpublished) =>
  entry.state === 'draft'
    ? 'is a draft (draft: true), so this build leaves it out; remove the line, or write draft: false, to publish it'
    : `is dated ${entry.date}, after this build's day (UTC), so it is scheduled: the first build on or after that day publishes it`;

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * Prints, after a build, each entry it left out and why, at its line (a notice on the line under
 * GitHub Actions, and a list in the job summary), so an owner sees where a post went; returns the lines.
 */
export function reportUnpublished(contentDir: string, label: string, githubActions = false, summaryFile?: string) {
  const entries = unpublishedEntries(contentDir, env.buildDate);
  const lines = entries.map((entry) => {
    const at = `${label}/${entry.path}`;
    return githubActions
      ? `::notice file=${escapeProperty(at)},line=${entry.line},title=Not published::${escapeData(unpublishedNote(entry))}`
      : `Not published: ${at}:${entry.line} ${unpublishedNote(entry)}`;
  });
  for (const line of lines) console.log(line);
  if (summaryFile && entries.length > 0)
    appendFileSync(
      summaryFile,
      `### Not published by this build\n\n${entries.map((entry) => `- \`${label}/${entry.path}:${entry.line}\` ${unpublishedNote(entry)}`).join('\n')}\n\n`,
    );
  return lines;
}
