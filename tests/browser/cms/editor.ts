/**
 * Driving Sveltia CMS at /admin in a browser test: the repository's files as the editor sees them,
 * signing in, opening a file, reaching a field (the form renders fields as they scroll into view),
 * and the policy violations the page reports.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { cmsConfig } from '../../../scripts/cms/config';
import { contentlayerEnv, env } from '../../../scripts/env';
import { makeSandbox } from '../../../scripts/test/sandbox';
import type { FakeCommit } from './fake-github';

/**
 * The content as the repository holds it: every file under the content folder (CONTENT_DIR) by its
 * path from the repository root, `content/…`; a folder that is absent (every project deleted) has none.
 */
export function repoFiles(dir = env.contentDir): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(join('content', relative(dir, path)), readFileSync(path));
    }
  return files;
}

/** How the editor writes YAML: this project's `output.yaml` (scripts/cms/config.ts). */
const { yaml: editorYaml } = cmsConfig({ repo: 'o/r', branch: 'main' }).output;
const STRING_TYPES: Record<string, 'PLAIN' | 'QUOTE_SINGLE' | 'QUOTE_DOUBLE'> = {
  none: 'PLAIN',
  single: 'QUOTE_SINGLE',
  double: 'QUOTE_DOUBLE',
};

/**
 * Whether a YAML file is written as the editor writes YAML. Only such a file keeps its other lines
 * through a save: the editor writes every file of an entry it saves in its form, so a file the owner
 * wrote otherwise (`languages: [en, pl]`, a text folded over lines with `>-`) comes back in it on the
 * first save, every value kept. The options are Sveltia CMS's own for `output.yaml` (its formatter
 * in sveltia-cms.mjs): each text on one line, quoted as the config says, no comments.
 */
export const inEditorForm = (text: string) =>
  `${stringify(parse(text), {
    indent: editorYaml.indent_size,
    indentSeq: editorYaml.indent_sequences,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: STRING_TYPES[editorYaml.quote] ?? 'PLAIN',
    singleQuote: editorYaml.quote !== 'double',
  }).trim()}\n` === text;

/**
 * What a save of one field may change in a YAML file: that field's value and nothing else, and in
 * a file in the editor's form that field's line alone.
 */
export function expectOneFieldSaved(before: Buffer | string, after: Buffer | string, name: string, value: string) {
  const original = parse(before.toString()) as Record<string, unknown>;
  expect(parse(after.toString()), `only ${name} changed`).toEqual({ ...original, [name]: value });
  if (inEditorForm(before.toString()))
    expect(diffStat(before, after), `only ${name}'s line changed`).toEqual({ added: 1, removed: 1 });
}

/** Lines added and removed between two versions of a file, as `git diff --numstat` counts them. */
export function diffStat(before: Buffer | string, after: Buffer | string): { added: number; removed: number } {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-diff-'));
  writeFileSync(join(dir, 'a'), before);
  writeFileSync(join(dir, 'b'), after);
  const result = spawnSync('git', ['diff', '--no-index', '--numstat', 'a', 'b'], { cwd: dir, encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  const [added = '0', removed = '0'] = result.stdout.split('\t');
  return { added: Number(added), removed: Number(removed) };
}

/** Records the page's Content-Security-Policy violations from its first script on. */
export async function watchPolicy(page: Page): Promise<() => Promise<{ directive: string; blocked: string }[]>> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { policyViolations: [] }).policyViolations);
}

export async function signInWithToken(page: Page, url: string, token = 'github_pat_for_the_test'): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: /Sign In Using Access Token/ }).click();
  await page.getByRole('textbox', { name: 'Personal Access Token' }).fill(token);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Opens a file of a single-file collection, or an entry of a folder collection. */
export async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await page.getByRole('treeitem', { name: collection, exact: true }).click();
  await page.getByRole('row', { name: entry }).first().click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
}

/** A top-level field's group, scrolled to until the form has rendered it. */
export async function field(page: Page, label: string) {
  // A site in several languages shows a pane per language, the default language's first.
  const panes = page.getByRole('group', { name: /^Edit .+ Content$/ });
  const scope = (await panes.count()) > 1 ? panes.first() : page;
  const group = scope.getByRole('group', { name: `“\u2068${label}\u2069” Field`, exact: true });
  await expect(async () => {
    if (!(await group.count()))
      await scope
        .getByRole('group', { name: /” Field$/ })
        .last()
        .scrollIntoViewIfNeeded();
    await expect(group).toHaveCount(1, { timeout: 200 });
  }).toPass();
  await group.scrollIntoViewIfNeeded();
  return group;
}

/** Applies commits to `files` (repository paths to contents), as GitHub would. */
export function applyCommits(files: Map<string, Buffer>, commits: readonly FakeCommit[]): Map<string, Buffer> {
  const result = new Map(files);
  for (const { additions, deletions } of commits) {
    for (const { path } of deletions) result.delete(path);
    for (const { path, contents } of additions) result.set(path, Buffer.from(contents, 'base64'));
  }
  return result;
}

/**
 * Builds a copy of the project whose content/ is `files`, after the content check (which throws
 * with its report, file and line, when it refuses); returns the copy's built pages and its remover.
 */
export function buildCopy(files: Map<string, Buffer>): { dist: string; remove: () => void } {
  const sandbox = makeSandbox();
  rmSync(join(sandbox.dir, 'content'), { recursive: true, force: true });
  for (const [path, data] of files) {
    mkdirSync(dirname(join(sandbox.dir, path)), { recursive: true });
    writeFileSync(join(sandbox.dir, path), data);
  }
  const settings = contentlayerEnv(sandbox.dir, { CONTENT_DIR: 'content', DIST_DIR: 'dist', GITHUB_FACTS: 'off' });
  const tsx = join(sandbox.dir, 'node_modules', '.bin', 'tsx');
  const run = (script: string) =>
    execFileSync(tsx, [script], { cwd: sandbox.dir, env: settings, encoding: 'utf8', stdio: 'pipe' });
  try {
    run('scripts/content/check-content.ts');
    run('scripts/site/index.ts');
    return { dist: join(sandbox.dir, 'dist'), remove: sandbox.remove };
  } catch (error) {
    sandbox.remove();
    throw error;
  }
}

/**
 * Opens the editor at `url` with a stand-in for the folder the owner picks under "Work with Local
 * Repository": the page's origin-private file system, filled with `files` and a `.git` folder.
 */
export async function pickLocalFolder(page: Page, url: string, files: Map<string, Buffer>): Promise<void> {
  await page.addInitScript(() => {
    Object.assign(window, { showDirectoryPicker: () => navigator.storage.getDirectory() });
  });
  await page.goto(url);
  const entries = [...files].map(([path, data]) => [path, data.toString('base64')]);
  await page.evaluate(async (list) => {
    const root = await navigator.storage.getDirectory();
    await root.getDirectoryHandle('.git', { create: true });
    for (const [path, base64] of list as [string, string][]) {
      const parts = path.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1) as string, { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
      await writable.close();
    }
  }, entries);
}

/** A file's text in the folder `pickLocalFolder` stands in for, read again if a save made it unreadable (NotReadableError). */
export function readLocalFile(page: Page, path: string): Promise<string> {
  return page.evaluate(async (file) => {
    const parts = file.split('/');
    let dir = await navigator.storage.getDirectory();
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    const handle = await dir.getFileHandle(parts.at(-1) as string);
    for (let attempt = 1; ; attempt++) {
      try {
        return await (await handle.getFile()).text();
      } catch (error) {
        if (attempt === 5 || (error as DOMException).name !== 'NotReadableError') throw error;
      }
    }
  }, path);
}
