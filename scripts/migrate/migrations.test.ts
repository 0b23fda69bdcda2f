import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { materialize } from '../../tests/content/cases';
import { checkContent, formatIssue } from '../content/check/check';
import { schemaLink } from '../content/check/schema';
import { entriesSince } from '../update/changelog';
import { MIGRATIONS, migrate, renameField } from './migrations';

const renamedField = { name: 'renamed-field', dir: 'tests/migrate/renamed-field', expected: [] };
const employerIsCompany = renameField({
  version: '9.9.9',
  name: 'employer-is-company',
  summary: 'A role names its company as `company`.',
  folder: 'experience',
  from: 'employer',
  to: 'company',
});

describe('a migration renaming a field', () => {
  it("brings an owner's file written for the old name back to a content check that passes", async () => {
    const content = materialize(renamedField);
    try {
      const file = join(content.dir, 'experience', 'cloud-engineer.yaml');
      expect((await checkContent(content.dir, 'content')).map(formatIssue).join('\n')).toMatch(/employer/);
      const [result] = migrate(content.dir, [employerIsCompany]);
      expect(result?.changes).toEqual([{ file: 'experience/cloud-engineer.yaml', what: 'employer is now company' }]);
      const lines = readFileSync(file, 'utf8').split('\n');
      // In its place, under its comment, with its value.
      expect(lines.slice(2, 4)).toEqual([
        '# Written for a release whose model called the company `employer`.',
        'company: Nimbus Digital Solutions',
      ]);
      expect((await checkContent(content.dir, 'content')).map(formatIssue)).toEqual([]);
      expect(migrate(content.dir, [employerIsCompany])[0]?.changes).toEqual([]);
    } finally {
      content.remove();
    }
  });
});

describe('2.0.0, the schemas at the root', () => {
  /** The fixture as an owner of 1.0.0 had it: first-line hints into content/schemas/, and its copies there. */
  function contentOfOneOh() {
    const content = materialize();
    const oldLink = (file: string) => (schemaLink(file) ?? '').replace(/^\.\.\//, '').replace(/^(?!\.\.\/)/, './');
    for (const entry of readdirSync(content.dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.ya?ml$/.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      const file = path.slice(content.dir.length + 1);
      const [first = '', ...rest] = readFileSync(path, 'utf8').split('\n');
      if (first.startsWith('# yaml-language-server:'))
        writeFileSync(path, [`# yaml-language-server: $schema=${oldLink(file)}`, ...rest].join('\n'));
    }
    mkdirSync(join(content.dir, 'schemas'));
    writeFileSync(join(content.dir, 'schemas', 'site.schema.json'), '{}\n');
    return content;
  }

  it('points every first-line hint at schemas/ and removes the old copies, leaving the rest of each file as it was', async () => {
    const content = contentOfOneOh();
    try {
      const before = readFileSync(join(content.dir, 'experience', 'cloud-engineer.yaml'), 'utf8');
      expect(before.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/experience.schema.json');
      const [result] = migrate(content.dir);
      expect(result?.changes).toContainEqual({
        file: 'experience/cloud-engineer.yaml',
        what: 'its schema hint now names ../../schemas/experience.schema.json',
      });
      expect(result?.changes.at(-1)?.file).toBe('schemas/');
      const after = readFileSync(join(content.dir, 'experience', 'cloud-engineer.yaml'), 'utf8');
      expect(after.split('\n').slice(1)).toEqual(before.split('\n').slice(1));
      expect(readdirSync(content.dir)).not.toContain('schemas');
      expect((await checkContent(content.dir, 'content')).map(formatIssue)).toEqual([]);
      expect(migrate(content.dir).flatMap(({ changes }) => changes)).toEqual([]);
    } finally {
      content.remove();
    }
  });

  it('changes only the first line of a file in another encoding, byte for byte', () => {
    const content = materialize();
    try {
      const file = join(content.dir, 'skills', 'languages.yaml');
      const rest = Buffer.from('\ntitle: Programming Languages # caf\xe9\n', 'latin1');
      writeFileSync(
        file,
        Buffer.concat([Buffer.from('# yaml-language-server: $schema=../schemas/skill-category.schema.json'), rest]),
      );
      migrate(content.dir);
      const bytes = readFileSync(file);
      expect(bytes.subarray(bytes.indexOf(0x0a))).toEqual(rest);
    } finally {
      content.remove();
    }
  });
});

describe('the migrations a release ships', () => {
  const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
  const changelog = readFileSync('CHANGELOG.md', 'utf8');

  it.each(MIGRATIONS.map((migration) => [migration.name, migration]))(
    '%s belongs to a release up to this one, and CHANGELOG.md tells owners about it there',
    (_, migration) => {
      expect(entriesSince(changelog, '0.0.0', version)).toContain(`## ${migration.version}`);
      expect(entriesSince(changelog, '0.0.0', migration.version).split('\n## ')[0]).toContain(`\`${migration.name}\``);
    },
  );
});
