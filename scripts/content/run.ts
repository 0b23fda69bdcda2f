import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { contentlayerEnv, env } from '../env.ts';
import { bibtexDocuments, writeBibtexDocuments } from './bibtex/documents.ts';
import { type ContentIssue, checkContent, formatReport } from './check/check.ts';
import { drawContentDiagrams } from './diagrams/blocks.ts';

const require = createRequire(import.meta.url);
// The package exports no bin path, so find it beside its package.json.
const contentlayerBin = join(dirname(require.resolve('contentlayer2/package.json')), 'bin', 'cli.cjs');
/** Where contentlayer2 writes: under $PWD, which contentlayerEnv() sets to this directory. */
const GENERATED = join('.contentlayer', 'generated');
/** The sections' .bib entries, laid into contentlayer2's output after each of its runs (they are no Markdown it reads). */
const layBibtex = () => writeBibtexDocuments(env.contentDir, GENERATED);

/** A content build that failed; its message is what the owner needs to read. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** Runs the content check; rejects with a ContentError holding every problem at file:line, else resolves with its seconds. */
export async function checkContentDir(): Promise<number> {
  const started = performance.now();
  const issues = await checkContent(env.contentDir);
  if (issues.length > 0) throw new ContentError(formatReport(issues, env.githubActions));
  return (performance.now() - started) / 1000;
}

/** How long the check and the compile took, in seconds. */
export type ContentTimes = { checkSeconds: number; contentSeconds: number };

let preview = false;

/**
 * From now on this process's content runs compile drafts and scheduled entries too (CONTENT_PREVIEW):
 * the dev server's. Every other run clears the setting, so a build never publishes them.
 */
export const previewContent = () => {
  preview = true;
};
const childEnv = () => contentlayerEnv(process.cwd(), { CONTENT_PREVIEW: preview ? '1' : '' });

/** Runs contentlayer2's build in a child process; resolves with its output and exit code. */
function runContentlayer(): Promise<{ status: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [contentlayerBin, 'build'], { env: childEnv() });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', fail);
    child.on('close', (status) => done({ status, output }));
  });
}

/**
 * Compiles checked content into .contentlayer/generated in a child process, failing on any bad
 * file, and resolves with how long each step took. Contentlayer prints its errors to stdout, so
 * the output becomes the error message.
 */
export async function compileContent(checkSeconds: number): Promise<ContentTimes> {
  const started = performance.now();
  // Diagrams are drawn before the bodies compile, which only read them (scripts/content/diagrams/).
  const diagrams = await drawContentDiagrams(env.contentDir);
  if (diagrams.length > 0) throw new ContentError(formatReport(diagrams, env.githubActions));
  const running = runContentlayer();
  // While contentlayer2 works on the other core, the .bib entries' citations are read.
  bibtexDocuments(env.contentDir);
  const { status, output } = await running;
  const message = output
    .split('\n')
    .filter((line) => !line.includes('npm warn'))
    .join('\n')
    .trim();
  if (status !== 0) throw new ContentError(`Content build failed:\n${message}`);
  layBibtex();
  return { checkSeconds, contentSeconds: (performance.now() - started) / 1000 };
}

/** Checks content/, rejecting with a ContentError before anything is written, then compiles it. */
export async function buildContent(): Promise<ContentTimes> {
  return compileContent(await checkContentDir());
}

/**
 * Rebuilds content/ on every change while the dev server runs, and reports check problems: printed
 * once, and handed to `onCheck` (the dev plugin shows them in the browser). contentlayer2's own
 * report of the same mistake, a parser's words and a stack, is left out while the check fails.
 */
export function watchContent(onCheck: (issues: ContentIssue[]) => void = () => {}): () => void {
  const child = spawn(process.execPath, [contentlayerBin, 'dev'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnv(),
  });
  let timer: NodeJS.Timeout | undefined;
  let checks = 0;
  let failing = false;
  // Between a change and its check, contentlayer2's output waits: the check decides whether it is news.
  let held: [NodeJS.WriteStream, Buffer][] | null = null;
  const forward = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    // Each run rewrites the collection without the .bib entries.
    if (chunk.toString().includes('Generated ')) layBibtex();
    if (held) held.push([to, chunk]);
    else if (!failing) to.write(chunk);
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  const watcher = watch(env.contentDir, { recursive: true }, () => {
    held ??= [];
    clearTimeout(timer);
    timer = setTimeout(async () => {
      // A check still running when the next change lands is outdated: only the latest one reports.
      const run = ++checks;
      const issues = await checkContent(env.contentDir);
      if (run !== checks) return;
      if (issues.length > 0) console.error(`\n${formatReport(issues)}\n`);
      else if (failing) console.log('Content check passed.');
      failing = issues.length > 0;
      // A .bib file changed is no change contentlayer2 sees.
      if (!failing) layBibtex();
      if (!failing) for (const [to, chunk] of held ?? []) to.write(chunk);
      held = null;
      onCheck(issues);
    }, 150);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
    child.kill();
  };
}
