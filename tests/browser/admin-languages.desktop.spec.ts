import { expect, test } from '@playwright/test';
import { applyCommits, diffStat, field, openEntry, signInWithToken } from './cms/editor';
import { fakeGitHub } from './cms/fake-github';
import { anEntry, bilingualFiles, checkFiles, serveBilingualConfig } from './cms/languages';
import { newSection } from './cms/sections';
import { rel } from './fixtures';

// The editor loads the whole CMS, signs in and saves twice: 15 s alone, over 30 s in a busy CI run.
test.describe.configure({ timeout: 90_000 });

test.describe('the form at /admin for a site in English and Polish', () => {
  test('shows both languages side by side and saves the Polish words into content/pl/, the same path', async ({
    page,
  }) => {
    const repo = await serveBilingualConfig(page, rel('/admin/config.yml'));
    // One of the owner's own entries, whichever they kept, with a Polish translation of its name.
    const entry = anEntry(bilingualFiles({}));
    const ORIGINAL = `content/${entry.file}`;
    const POLISH = `content/pl/${entry.file}`;
    const files = bilingualFiles({ [entry.file]: 'title: Inżynier chmury\n' });
    const github = await fakeGitHub(page, repo, files);
    await signInWithToken(page, rel('/admin/'));
    await openEntry(page, entry.collection, entry.name);

    const polish = page.getByRole('group', { name: /Edit .Polish. Content/ });
    await expect(page.getByRole('group', { name: /Edit .English. Content/ })).toBeVisible();
    await expect(polish.getByRole('radiogroup', { name: 'Switch Locale' })).toBeVisible();
    await expect(polish.getByRole('textbox', { name: 'Title' })).toHaveValue('Inżynier chmury');

    await polish.getByRole('textbox', { name: 'Title', exact: true }).fill('Inżynier ds. chmury');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => github.commits.length).toBe(1);
    const [commit] = github.commits;
    const saved = applyCommits(files, github.commits);
    expect(commit?.additions.map(({ path }) => path)).toContain(POLISH);
    expect(saved.get(POLISH)?.toString()).toContain('title: Inżynier ds. chmury\n');
    expect(diffStat(files.get(ORIGINAL) ?? '', saved.get(ORIGINAL) ?? '')).toEqual({ added: 0, removed: 0 });
    expect(await checkFiles(saved)).toEqual([]);

    // site.yaml is one file, not a folder: its translation is content/pl/site.yaml.
    await openEntry(page, 'Site', 'Site');
    // No Polish file yet: the owner turns the language on for this file first.
    await expect(polish.getByText(/The .Polish. content has been disabled/)).toBeVisible();
    await polish.getByRole('button', { name: /Enable .Polish./ }).click();
    await polish.getByRole('textbox', { name: 'Title', exact: true }).fill('Programista full-stack');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => github.commits.length).toBe(2);
    const site = applyCommits(files, github.commits).get('content/pl/site.yaml')?.toString();
    expect(site).toContain('title: Programista full-stack\n');
    expect(await checkFiles(applyCommits(files, github.commits))).toEqual([]);
  });

  test('starts a section with its page written in English only, which the check passes', async ({ page }) => {
    const repo = await serveBilingualConfig(page, rel('/admin/config.yml'));
    const files = bilingualFiles({});
    // One the owner has not started: their own Awards stay as they are.
    const { name, title } = newSection(files);
    const github = await fakeGitHub(page, repo, files);
    await signInWithToken(page, rel('/admin/'));
    await page.getByRole('treeitem', { name: 'Pages', exact: true }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).first().click();
    const typed: [string, string][] = [
      ['Path', `/${name}`],
      ['Name', title],
      ['Meta Title', title],
      ['Meta Description', 'Awards for talks and open-source work.'],
    ];
    for (const [label, text] of typed)
      await (await field(page, label)).getByRole('textbox', { name: label, exact: true }).fill(text);
    await (await field(page, 'Order')).getByRole('spinbutton').fill('9');
    // The hint says how to name a section, its <name> kept (a form hint is read as Markdown).
    await expect(await field(page, 'Path')).toContainText('or /<name> for a section of your own');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => github.commits.length).toBe(1);
    const saved = applyCommits(files, github.commits);
    expect(saved.get(`content/pages/${name}.yaml`)?.toString()).toContain(`path: /${name}\n`);
    expect(await checkFiles(saved)).toEqual([]);
  });
});
