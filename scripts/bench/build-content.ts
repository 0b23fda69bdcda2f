/** The content the build benchmark times: the sample, grown in size or in languages. */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentDefs } from '../../src/content/model';
import { CONTENT_EXCLUDE } from '../../src/content/model/vocabulary';
import { FOLDER_LIMITS } from '../content/check/folder-limits';

/** Folders of repeatable entries; site.yaml and the six pages stay singletons. */
const COLLECTIONS = documentDefs
  .filter((def) => !def.isSingleton && def.name !== 'Page')
  .map((def) => def.filePathPattern.split('/')[0] ?? '');

/**
 * Adds copies of every collection entry so each collection holds `factor` times the sample, up to
 * the scale the site supports (FOLDER_LIMITS, which the content check enforces): beyond it nothing builds.
 */
export function multiplyContent(contentDir: string, factor: number): void {
  for (const folder of COLLECTIONS) {
    const dir = join(contentDir, folder);
    // An owner with no projects or certificates has no folder for them: git keeps no empty folder.
    if (!existsSync(dir)) continue;
    const files = readdirSync(dir);
    const limit = FOLDER_LIMITS[folder as keyof typeof FOLDER_LIMITS] ?? Number.POSITIVE_INFINITY;
    let count = files.length;
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      const slug = file.replace(/\.ya?ml$/, '');
      for (let copy = 2; copy <= factor && count < limit; copy++, count++)
        // The first text field gets a number so pages differ, as real entries would.
        writeFileSync(
          join(dir, `${slug}-${copy}.yaml`),
          text.replace(/^(title|name|degree): (.*)$/m, `$1: $2 ${copy}`),
        );
    }
  }
}

export function countEntries(contentDir: string): number {
  let count = 0;
  for (const entry of readdirSync(contentDir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && /\.ya?ml$/.test(entry.name)) count++;
  return count;
}

/** Languages the benchmark adds, after the sample's own English. */
const MORE_LANGUAGES = ['pl', 'ar', 'de', 'fr', 'es', 'it', 'pt', 'ja', 'uk', 'nl', 'sv', 'tr', 'ko', 'hi'];

/**
 * Declares `count` languages in site.yaml and translates every content file into each of them: a
 * copy, its words marked with the language, so each build has a whole language's words to bundle.
 */
export function addLanguages(contentDir: string, count: number): void {
  const codes = ['en', ...MORE_LANGUAGES.slice(0, count - 1)];
  const site = join(contentDir, 'site.yaml');
  writeFileSync(site, `languages: [${codes.join(', ')}]\n${readFileSync(site, 'utf8')}`);
  const files = readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(contentDir.length + 1))
    .filter((path) => !(CONTENT_EXCLUDE as readonly string[]).includes(path.split('/')[0] ?? ''));
  for (const code of codes.slice(1))
    for (const path of files) {
      const text = readFileSync(join(contentDir, path), 'utf8').replace(/^languages: .*\n/m, '');
      cpSync(join(contentDir, path), join(contentDir, code, path));
      writeFileSync(
        join(contentDir, code, path),
        text.replace(/^(title|name|heading|greeting): (.*)$/gm, `$1: $2 (${code})`),
      );
    }
}
