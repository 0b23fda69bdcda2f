import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { parse } from 'yaml';
import { cmsConfig } from '../../scripts/cms/config';
import { type LocalEditor, startLocalEditor } from '../../scripts/cms/local';
import { makeSandbox } from '../../scripts/test/sandbox';
import { ROUTES, rel, test } from './fixtures';

// Beside this run's own server: PORT+2 serves the editor, PORT+3 is decap-server.
const PORT = Number(process.env.PORT ?? 4173);
const { collections } = cmsConfig({ repo: 'o/r', branch: 'main' });

test.describe('the editor stays out of the public site', () => {
  test.skip(({ isMobile }) => isMobile, 'built files are the same at every width');

  test('no public page links to /admin or loads the CMS, and the sitemap leaves it out', async ({ request }) => {
    for (const route of ROUTES) {
      const html = await (await request.get(rel(route.path))).text();
      expect(html, route.path).not.toMatch(/(href|src)="[^"]*admin|decap/i);
    }
    expect(await (await request.get(rel('/sitemap.xml'))).text()).not.toContain('admin');
  });

  test('/admin/ is noindex and has its own policy, allowing the GitHub API', async ({ request }) => {
    const response = await request.get(rel('/admin/'));
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers()['content-security-policy']).toContain("connect-src 'self' blob: https://api.github.com");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<script src="decap-cms.js"></script>');
    const home = await request.get(rel('/'));
    expect(home.headers()['content-security-policy']).not.toContain('api.github.com');
  });
});

base.describe('editing through the form at /admin', () => {
  base.skip(({ isMobile }) => isMobile, 'it edits files; one browser is enough');
  // Saving, the content check and a full rebuild of a copy of the project.
  base.setTimeout(15 * 60_000);
  let sandbox: ReturnType<typeof makeSandbox>;
  let editor: LocalEditor;

  base.beforeAll(async () => {
    sandbox = makeSandbox();
    editor = await startLocalEditor({ repoDir: sandbox.dir, port: PORT + 2, proxyPort: PORT + 3 });
  });
  base.afterAll(async () => {
    await editor?.stop();
    sandbox?.remove();
  });

  base(
    'shows every collection, refuses an invalid address, and saves an edit the check passes and the build shows',
    async ({ page }) => {
      const projects = join(sandbox.dir, 'content', 'projects');
      const file = join(projects, readdirSync(projects).sort()[0] as string);
      const before = readFileSync(file, 'utf8');
      const project = parse(before) as { title: string; github: string };

      await page.goto(editor.url, { timeout: 120_000 });
      await page.getByRole('button', { name: 'Login' }).click();
      // The sidebar names each collection's link by its name (Decap's test id), labelled as configured.
      for (const { name, label } of collections) await expect(page.getByTestId(name)).toHaveText(label);

      await page.getByTestId('projects').click();
      await page.getByRole('link', { name: project.title }).click();
      const category = page.getByLabel('Category', { exact: true });
      await expect(category).toBeVisible();

      // An http:// code link breaks the content rules: the form refuses it and writes nothing.
      const github = page.getByLabel('Github', { exact: true });
      // Decap re-renders its inputs as they change: empty each one first, then type the new value.
      const replace = async (input: typeof github, text: string) => {
        await input.fill('');
        await input.fill(text);
        await expect(input).toHaveValue(text);
      };
      await replace(github, 'http://github.com/someone/tool');
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Publish now').click();
      await expect(page.getByText(/didn't match the pattern/i)).toBeVisible();
      expect(readFileSync(file, 'utf8')).toBe(before);

      const value = 'Edited in the CMS';
      await replace(github, project.github);
      await replace(category, value);
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Publish now').click();
      await expect(page.getByText('Entry saved')).toBeVisible();
      await expect.poll(() => (parse(readFileSync(file, 'utf8')) as { category: string }).category).toBe(value);

      const env = { ...process.env, CONTENT_DIR: 'content', GITHUB_FACTS: 'off', DIST_DIR: 'dist' };
      const tsx = join(sandbox.dir, 'node_modules', '.bin', 'tsx');
      execFileSync(tsx, ['scripts/content/check-content.ts'], { cwd: sandbox.dir, env, stdio: 'pipe' });
      execFileSync(tsx, ['scripts/build/index.ts'], { cwd: sandbox.dir, env, stdio: 'pipe' });
      expect(readFileSync(join(sandbox.dir, 'dist', 'projects', 'index.html'), 'utf8')).toContain(value);
    },
  );
});
