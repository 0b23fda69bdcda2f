/**
 * `npm run import:posts -- <folder> <section> [--static <dir>] [--force]`: the posts of another
 * blog (Hugo, Jekyll, Astro, Eleventy, a contentlayer Next.js blog) as a section of this site, in
 * content/ (or CONTENT_DIR). It writes only into a content folder, moves aside a file it replaces
 * (with --force), and ends with one report of what it changed and what it could not carry.
 */
import { fileURLToPath } from 'node:url';
import { checkContent, formatIssue } from '../content/check/check';
import { env } from '../env';
import { refusal, sourceRefusal, writeContent } from '../resume/import-write';
import { importPosts } from './import-posts';
import type { PostNote } from './post';

const USAGE =
  "Usage: npm run import:posts -- <folder of posts> <section, e.g. writing> [--static <the old site's static folder>] [--force]";
const PROJECT = fileURLToPath(new URL('../..', import.meta.url));

/** `--static dir` or `--static=dir`, taken out of `args`. */
function option(args: string[], name: string): string | undefined {
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (at < 0) return undefined;
  const inline = args[at]?.includes('=') ? args[at]?.slice(name.length + 1) : undefined;
  const value = inline ?? args[at + 1];
  args.splice(at, inline === undefined ? 2 : 1);
  if (!value || value.startsWith('-')) throw new Error(USAGE);
  return value;
}

const list = (title: string, lines: string[], most = Number.POSITIVE_INFINITY) => {
  if (lines.length === 0) return;
  const shown = lines.slice(0, most);
  const more = lines.length > shown.length ? [`… and ${lines.length - shown.length} more like these`] : [];
  console.log(`\n${title}\n${[...shown, ...more].map((line) => `  - ${line}`).join('\n')}`);
};
const at = (note: PostNote) => `${note.file}${note.line ? `:${note.line}` : ''} ${note.message}`;
const files = (names: string[]) =>
  `${names.slice(0, 6).join(', ')}${names.length > 6 ? ` and ${names.length - 6} more` : ''}`;

async function main() {
  const args = process.argv.slice(2);
  const staticDir = option(args, '--static');
  const swallowed = !args.includes('--force') && env.npmTookForce;
  const force = args.includes('--force') || swallowed;
  const [source, section, ...extra] = args.filter((arg) => arg !== '--force');
  if (!source || !section || extra.length > 0 || source.startsWith('-')) throw new Error(USAGE);
  const target = env.contentDir;
  const problem = sourceRefusal(source, target, PROJECT) ?? refusal(target);
  if (problem) throw new Error(problem);
  if (swallowed) console.log("npm took --force for itself; it is read as the import's --force (write it after --).");

  const started = performance.now();
  const result = await importPosts({ source, section, contentDir: target, ...(staticDir ? { staticDir } : {}) });
  if (result.posts === 0) throw new Error(`${source} holds no post this import can read; nothing was written.`);
  const written = writeContent(target, result.files, force, `npm run import:posts -- ${source} ${section} --force`);
  const seconds = (performance.now() - started) / 1000;

  console.log(
    `Imported ${result.posts} posts into ${target}/sections/${section}/ from ${source}` +
      `${result.translations ? `, ${result.translations} translations` : ''}` +
      `${result.images ? `, ${result.images} images into ${target}/assets/${section}/` : ''} in ${seconds.toFixed(1)} s.`,
  );
  if (result.page)
    console.log(
      `Wrote ${target}/${result.page}, the section's page: its name, order and description are yours to edit.`,
    );
  if (written.movedTo) list(`Replaced files were moved to ${written.movedTo}/:`, written.moved);
  list(
    'Not carried over: fields this site has no place for (each with the posts that had them):',
    [...result.notCarried].map(([field, names]) => `${field}: ${files(names)}`),
  );
  list(
    'Not carried over, or only in part (each at its file and line):',
    result.notes.filter((note) => note.lost).map(at),
  );
  list(
    'Not imported:',
    result.skipped.map((skip) => `${skip.name}: ${skip.why}`),
  );
  list('Changed to fit the site:', result.notes.filter((note) => !note.lost).map(at), 40);

  const issues = await checkContent(target);
  if (issues.length === 0)
    console.log(`\nThe content check passes: \`CONTENT_DIR=${target} npm run build\` publishes them.`);
  else {
    list(
      `The content check finds ${issues.length} problems to fix before the site builds:`,
      issues.map((issue) => formatIssue(issue)),
    );
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
