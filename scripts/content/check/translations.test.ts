import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../../test/scratch';
import { translationIssues } from './translations';

describe('a folder named like a language the site does not declare', () => {
  const content = scratchDir('undeclared-languages');
  writeFileSync(join(content, 'site.yaml'), 'languages: [en]\n');
  const folders = ['uk', 'ur', 'uz', 'pt-PT', 'ar', 'pl', 'hu'];
  for (const folder of folders) mkdirSync(join(content, folder));
  const said = (folder: string) =>
    translationIssues(content, 'content').find((issue) => issue.file === `content/${folder}`)?.message ?? '';

  it('is named with the article its language takes, by how the name sounds', () => {
    expect(said('uk')).toMatch(/^looks like a Ukrainian translation/);
    expect(said('pt-PT')).toMatch(/^looks like a European Portuguese translation/);
    expect(said('hu')).toMatch(/^looks like a Hungarian translation/);
    expect(said('pl')).toMatch(/^looks like a Polish translation/);
    expect(said('ur')).toMatch(/^looks like an Urdu translation/);
    expect(said('uz')).toMatch(/^looks like an Uzbek translation/);
    expect(said('ar')).toMatch(/^looks like an Arabic translation/);
  });
});
