/**
 * The editor for a site in two languages: the built /admin/ served the config.yml a site declaring
 * `languages: [en, pl]` gets, over the repository's content with that line and one Polish file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { cmsConfig } from '../../../scripts/cms/config';
import { checkContent, formatIssue } from '../../../scripts/content/check/check';
import { isLanguageFolder } from '../../../scripts/content/check/walk';
import { repoFiles } from './editor';

const LANGUAGES = ['en', 'pl'];

/** The repository's content in English and Polish: `languages:` in site.yaml, and `polish` (content-relative path → YAML). */
export function bilingualFiles(polish: Record<string, string>): Map<string, Buffer> {
  // The owner's originals, without any translations they have: the test lays its own Polish words.
  const files = new Map([...repoFiles()].filter(([path]) => !isLanguageFolder(path.split('/')[1] ?? '')));
  const site = files.get('content/site.yaml')?.toString() ?? '';
  files.set(
    'content/site.yaml',
    Buffer.from(`${site.replace(/^languages:.*\n/m, '')}languages: [${LANGUAGES.join(', ')}]\n`),
  );
  for (const [path, text] of Object.entries(polish)) files.set(`content/pl/${path}`, Buffer.from(text));
  return files;
}

type Collection = { label: string; folder?: string; identifier_field?: string };

/**
 * An entry of the owner's with a title, whatever they have kept: the first file of the first folder
 * collection listed by title that has one, with the collection's name in the editor, its file from
 * content/ and its title. Tests open it instead of a sample file the owner may have deleted.
 */
export function anEntry(files: Map<string, Buffer>): { collection: string; file: string; name: string } {
  const collections = (cmsConfig({ repo: 'owner/site', branch: 'main' }) as { collections: Collection[] }).collections;
  for (const { label, folder, identifier_field: identifier } of collections) {
    if (!folder || identifier !== 'title') continue;
    const path = [...files.keys()].sort().find((file) => file.startsWith(`${folder}/`) && file.endsWith('.yaml'));
    const name = path && (parse(files.get(path)?.toString() ?? '') as Record<string, unknown>).title;
    if (path && typeof name === 'string') return { collection: label, file: path.slice('content/'.length), name };
  }
  throw new Error('The content has no titled entry in any folder the editor lists.');
}

/** Serves the built editor the configuration the build writes for a site in `LANGUAGES`; returns its repository. */
export async function serveBilingualConfig(page: Page, url: string): Promise<string> {
  const built = parse(await (await page.request.get(url)).text()) as { backend: { repo: string; branch: string } };
  const config = cmsConfig({ repo: built.backend.repo, branch: built.backend.branch, languages: LANGUAGES });
  // Sveltia asks for config.yml with a cache-busting query.
  await page.route(
    (address) => address.pathname.endsWith('/admin/config.yml'),
    (route) => route.fulfill({ body: stringify(config), contentType: 'text/yaml' }),
  );
  return built.backend.repo;
}

/** The content check's messages for `files` (repository paths), as CI would print them. */
export async function checkFiles(files: Map<string, Buffer>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-bilingual-'));
  try {
    for (const [path, data] of files)
      if (path.startsWith('content/')) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), data);
      }
    return (await checkContent(join(dir, 'content'), 'content')).map(formatIssue);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
