import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { test as base, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { cmsConfig } from '../../scripts/cms/config';
import { type LocalEditor, startLocalEditor } from '../../scripts/cms/local';
import { isLanguageFolder } from '../../scripts/content/check/walk';
import { env } from '../../scripts/env';
import {
  applyCommits,
  buildCopy,
  expectOneFieldSaved,
  field,
  inEditorForm,
  openEntry,
  pickLocalFolder,
  readLocalFile,
  repoFiles,
  signInWithToken,
  watchPolicy,
} from './cms/editor';
import { EXPIRED_TOKEN, type FakeCommit, fakeGitHub } from './cms/fake-github';
import { rel } from './fixtures';

const { collections } = cmsConfig({ repo: 'o/r', branch: 'main' });
const SITE = 'content/site.yaml';
// Beside this run's own server: PORT+2 serves `npm run cms`'s editor.
const PORT = env.port(4173);

/** The built editor's backend, as its config.yml names it. */
async function builtBackend(page: Page): Promise<{ repo: string; base_url?: string }> {
  const config = await (await page.request.get(rel('/admin/config.yml'))).text();
  return (parse(config) as { backend: { repo: string; base_url?: string } }).backend;
}

/** The built editor, signed in with a token against a fake GitHub serving `files`. */
async function openBuiltEditor(page: Page, files: Map<string, Buffer>) {
  const github = await fakeGitHub(page, (await builtBackend(page)).repo, files);
  const violations = await watchPolicy(page);
  await signInWithToken(page, rel('/admin/'));
  await expect(page.getByRole('tree', { name: 'Collection List' })).toBeVisible();
  return { github, violations };
}

/**
 * The files a commit changes, sorted. A file written back as it was is no change on GitHub, nor is one the editor only
 * rewrites in its own form with every value kept (it writes each language's file of the entry it saves; a translation
 * folded with `>-` comes back one text a line): an owner's words are never lost or altered by a save elsewhere.
 */
const changedBy = (files: Map<string, Buffer>, commit: FakeCommit | undefined) =>
  (commit?.additions ?? [])
    .filter(({ path, contents }) => {
      const before = files.get(path);
      const after = Buffer.from(contents, 'base64');
      if (before?.equals(after)) return false;
      if (!before || !/\.ya?ml$/.test(path) || inEditorForm(before.toString())) return true;
      return !isDeepStrictEqual(parse(before.toString()), parse(after.toString()));
    })
    .map(({ path }) => path)
    .sort();

/** How long a save may take to commit: one with an image reads and hashes it in the page first. */
const SAVE_PATIENCE_MS = 30_000;
base.describe.configure({ timeout: 90_000 }); // A test loads the whole CMS, signs in, then waits on its saves.

/** Saves the open entry and waits for the commit it makes. */
async function save(page: Page, commits: readonly unknown[]) {
  const before = commits.length;
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // 5 s was too few for the portrait's save once in a clean-clone run on a busy machine.
  await expect.poll(() => commits.length, { timeout: SAVE_PATIENCE_MS }).toBe(before + 1);
}

base.describe('the form at /admin, signed in with a token, saving through the GitHub API', () => {
  base(
    'lists every collection and runs under its policy, asking nothing of anyone but the site and GitHub',
    async ({ page }) => {
      const origins = new Set<string>();
      page.on('request', (request) => origins.add(new URL(request.url()).origin));
      const { github, violations } = await openBuiltEditor(page, repoFiles());
      const tree = page.getByRole('tree', { name: 'Collection List' });
      for (const { label } of collections) await expect(tree.getByRole('treeitem', { name: label })).toBeVisible();
      // Its icons are a font served beside it: drawn as icons, not as their names ("arrow_back").
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.fonts].filter((f) => f.family.includes('Material Symbols')).map((f) => f.status),
          ),
        )
        .toEqual(['loaded']);
      // Its update check and GitHub's status are answered beside it: no call out, nothing for the policy to block.
      expect(await violations()).toEqual([]);
      expect([...origins].filter((origin) => origin !== new URL(page.url()).origin).sort()).toEqual([
        'https://api.github.com',
      ]);
      expect(github.unhandled).toEqual([]);
    },
  );

  base('tells the owner when the token has expired, and lets them paste a new one', async ({ page }) => {
    await fakeGitHub(page, (await builtBackend(page)).repo, repoFiles());
    await signInWithToken(page, rel('/admin/'), EXPIRED_TOKEN);
    // Without an OAuth helper (CMS_OAUTH_URL) the token is the one way in: no button leads to Netlify's.
    const oauth = (await builtBackend(page)).base_url ? 1 : 0;
    await expect(page.getByRole('button', { name: /Sign In with GitHub/ })).toHaveCount(oauth);
    await expect(page.getByText('The provided token is invalid. Please check and try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Sign In Using Access Token/ })).toBeVisible();
  });

  base('copes with a collection whose folder is gone (every project deleted)', async ({ page }) => {
    const folder = collections.find((c) => c.name === 'projects') as { folder: string; label: string };
    // Deleted in every language: content/projects/ and its translations, content/pl/projects/.
    const inFolder = (path: string) =>
      path.startsWith(`${folder.folder}/`) ||
      (isLanguageFolder(path.split('/')[1] ?? '') &&
        path.replace(/^content\/[^/]+\//, 'content/').startsWith(`${folder.folder}/`));
    const files = new Map([...repoFiles()].filter(([path]) => !inFolder(path)));
    await openBuiltEditor(page, files);
    await page.getByRole('treeitem', { name: folder.label }).click();
    await expect(page.getByRole('row')).toHaveCount(0);
  });

  base('refuses to save a required field emptied, and commits nothing', async ({ page }) => {
    const { github } = await openBuiltEditor(page, repoFiles());
    await openEntry(page, 'Site', 'Site');
    const name = await field(page, 'Name');
    await name.getByRole('textbox').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(name.getByText('This field is required.')).toBeVisible();
    await expect(name.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(github.commits).toEqual([]);
  });

  base(
    'saves a text edit and an uploaded portrait as one commit each, which the check passes and the build shows',
    async ({ page }) => {
      base.setTimeout(5 * 60_000);
      const files = repoFiles();
      const { github } = await openBuiltEditor(page, files);

      const title = 'Title saved through the form';
      await openEntry(page, 'Site', 'Site');
      await (await field(page, 'Title')).getByRole('textbox', { name: 'Title' }).fill(title);
      await save(page, github.commits);
      // The measure of issue 21: a one-field save changes that field and nothing else. On a site in
      // several languages the editor writes each language's file of the entry: the translations
      // (content/pl/site.yaml) come back with every value, so the commit changes the one file.
      expect(changedBy(files, github.commits[0])).toEqual([SITE]);
      expectOneFieldSaved(files.get(SITE) ?? '', applyCommits(files, github.commits).get(SITE) ?? '', 'title', title);

      const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
        .jpeg()
        .toBuffer();
      await openEntry(page, 'Site', 'Site');
      const portrait = await field(page, 'Portrait');
      // Saved only once the field shows the file: in one clean-clone run the editor was still
      // drawing the entry, the file never reached the field, and the save committed nothing.
      await expect(async () => {
        await portrait
          .locator('input[type=file]')
          .first()
          .setInputFiles({ name: 'new-portrait.jpg', mimeType: 'image/jpeg', buffer: jpeg });
        await expect(portrait.getByRole('textbox', { name: 'Portrait' })).toHaveText('/assets/new-portrait.jpg', {
          timeout: 5_000,
        });
      }).toPass({ timeout: 30_000 });
      await save(page, github.commits);
      expect(changedBy(applyCommits(files, github.commits.slice(0, 1)), github.commits[1])).toEqual([
        'content/assets/new-portrait.jpg',
        SITE,
      ]);

      const built = buildCopy(applyCommits(files, github.commits));
      try {
        const home = readFileSync(join(built.dist, 'index.html'), 'utf8');
        expect(home).toContain(title);
        expect(home).toMatch(/<img[^>]+src="[^"]*\/assets\/new-portrait-\d+-[^"]+\.jpg"/);
      } finally {
        built.remove();
      }
    },
  );
});

base.describe('npm run cms: the form on this machine, saving into the checkout', () => {
  let editor: LocalEditor;
  base.beforeAll(async () => {
    editor = await startLocalEditor({ port: PORT + 2, cms: { repo: 'owner/site', branch: 'main' } });
  });
  base.afterAll(() => editor?.stop());

  base('saves an edit into the folder picked with "Work with Local Repository"', async ({ page }) => {
    const files = repoFiles();
    await pickLocalFolder(page, editor.url, files);
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    const title = 'Title saved on this machine';
    await openEntry(page, 'Site', 'Site');
    await (await field(page, 'Title')).getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => readLocalFile(page, SITE)).toContain(`title: ${title}\n`);
    expectOneFieldSaved(files.get(SITE) ?? '', await readLocalFile(page, SITE), 'title', title);
  });
});
