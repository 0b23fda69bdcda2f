import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startLocalEditor } from '../../scripts/cms/local';
import { checkContent, formatIssue } from '../../scripts/content/check/check';
import { editorSections } from '../../scripts/content/check/sections';
import { buildCopy, field, pickLocalFolder, readLocalFile, repoFiles } from './cms/editor';
import { newSection } from './cms/sections';

/** The editor as the next build makes it for `files`, opened on the folder that holds them. */
async function openEditor(page: Page, files: Map<string, Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-sections-'));
  for (const [path, data] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), data);
  }
  const content = join(dir, 'content');
  const editor = await startLocalEditor({
    // A free port: the fixed ones nearby are this run's server, the owner sets' and `npm run cms`'s.
    port: 0,
    cms: {
      repo: 'owner/site',
      branch: 'main',
      ...editorSections(content),
    },
  });
  await pickLocalFolder(page, editor.url, files);
  // The second time the editor remembers the folder it was given, and opens on it.
  const local = page.getByRole('button', { name: 'Work with Local Repository' });
  const tree = page.getByRole('tree', { name: 'Collection List' });
  await expect(local.or(tree).first()).toBeVisible();
  if (await local.isVisible()) await local.click();
  await expect(tree).toBeVisible();
  return {
    issues: async () => (await checkContent(content, 'content')).map(formatIssue),
    stop: async () => {
      await editor.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Types into a text field of the open form. */
const fill = async (page: Page, label: string, text: string) =>
  (await field(page, label)).getByRole('textbox', { name: label }).fill(text);

// An owner who works only in the form: no folder to make by hand, no code, no second tool.
base(
  'starts a section in the form: its page first, then its first entry in a collection of its own, which the check passes and the build shows',
  async ({ page }) => {
    base.setTimeout(5 * 60_000);
    const files = repoFiles();
    // One the owner has not started: their own Awards stay as they are.
    const { name, title } = newSection(files);
    const PAGE = `content/pages/${name}.yaml`;
    const ENTRY = `content/sections/${name}/speaker-of-the-year.md`;
    const first = await openEditor(page, files);
    try {
      await page.getByRole('treeitem', { name: 'Pages', exact: true }).click();
      await page.getByRole('button', { name: 'Create New Entry' }).first().click();
      // The address is typed, so a new section's is one the form takes.
      await fill(page, 'Path', `/${name}`);
      await fill(page, 'Name', title);
      await (await field(page, 'Order')).getByRole('spinbutton').fill('9');
      await fill(page, 'Meta Title', title);
      await fill(page, 'Meta Description', 'Awards for talks and open-source work.');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => readLocalFile(page, PAGE).catch(() => ''), { timeout: 30_000 })
        .toContain(`path: /${name}`);
      files.set(PAGE, Buffer.from(await readLocalFile(page, PAGE)));
    } finally {
      await first.stop();
    }

    // Published, the page is a section with no entries yet: the check passes, the editor gains its collection.
    const second = await openEditor(page, files);
    try {
      expect(await second.issues()).toEqual([]);
      await page.getByRole('treeitem', { name: title, exact: true }).click();
      await page.getByRole('button', { name: 'Create New Entry' }).first().click();
      await fill(page, 'Title', 'Speaker of the year');
      await fill(page, 'Summary', 'Voted best talk of the year by the Dublin Cloud Meetup.');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => readLocalFile(page, ENTRY).catch(() => ''), { timeout: 30_000 })
        .toContain('Speaker of the year');
      files.set(ENTRY, Buffer.from(await readLocalFile(page, ENTRY)));
      expect(await second.issues()).toEqual([]);
    } finally {
      await second.stop();
    }

    const built = buildCopy(files);
    try {
      const awards = readFileSync(join(built.dist, name, 'index.html'), 'utf8');
      expect(awards).toContain('Speaker of the year');
      expect(readFileSync(join(built.dist, 'index.html'), 'utf8')).toContain(`href="/${name}"`);
    } finally {
      built.remove();
    }
  },
);
