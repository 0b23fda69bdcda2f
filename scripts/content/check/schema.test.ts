import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { brokenCase, materialize } from '../../../tests/content/cases';
import { env } from '../../env';
import { allSchemas, schemaLink } from './schema';
import { isLanguageFolder, listFiles } from './walk';

const SCHEMAS = 'schemas';

/** The fixture content, laid out and commented as an owner's content/ is. */
const FIXTURE = 'tests/fixtures/content';

/**
 * Every YAML document under a content dir, translations in content/<code>/ included, with the
 * schema its first-line comment names. Markdown entries are left out: no YAML comment can name
 * a schema for their front matter.
 */
function contentFiles(dir: string): { dir: string; file: string; schema: string | undefined }[] {
  const yaml = (file: string) => /\.ya?ml$/.test(file);
  const translations = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isLanguageFolder(entry.name))
    .flatMap(({ name }) => listFiles(join(dir, name), '', new Set()).map((file) => `${name}/${file}`));
  return [...listFiles(dir), ...translations].filter(yaml).map((file) => {
    const first = readFileSync(join(dir, file), 'utf8').split('\n')[0] ?? '';
    return { dir, file, schema: /^# yaml-language-server: \$schema=(\S+)$/.exec(first)?.[1] };
  });
}

/** The schema a content-relative path is checked against, a translation's included. */
const schemaPath = (file: string) => {
  const link = schemaLink(file);
  if (!link) throw new Error(`no document type for ${file}`);
  return link;
};

const ajv = new Ajv({ allErrors: true, strict: true });
const validators = new Map(
  [...allSchemas()].map(([name, text]) => [name, ajv.compile(JSON.parse(text) as Record<string, unknown>)]),
);
const validatorFor = (file: string) => {
  const name = schemaPath(file).split('/').pop() ?? '';
  const validate = validators.get(name);
  if (!validate) throw new Error(`no schema ${name} for ${file}`);
  return validate;
};

describe('the JSON Schemas in schemas/', () => {
  it('are exactly what npm run schema generates from the model (run it and commit when this fails)', () => {
    const committed = readdirSync(SCHEMAS).sort();
    expect(committed).toEqual([...allSchemas().keys()].sort());
    for (const [name, text] of allSchemas()) expect(readFileSync(join(SCHEMAS, name), 'utf8'), name).toBe(text);
  });

  it('give every field a description for editor hover help and refuse unknown fields', () => {
    for (const [name, text] of allSchemas()) {
      const schema = JSON.parse(text) as {
        additionalProperties: boolean;
        properties: Record<string, { description?: string }>;
      };
      expect(schema.additionalProperties, name).toBe(false);
      for (const [field, property] of Object.entries(schema.properties))
        expect(property.description, `${name} ${field}`).toMatch(/\w/);
    }
  });

  it.each(contentFiles(FIXTURE))(
    'are named by the first line of $dir/$file, which the schema accepts',
    ({ dir, file, schema }) => {
      expect(schema).toBe(schemaPath(file));
      const validate = validatorFor(file);
      const valid = validate(parse(readFileSync(join(dir, file), 'utf8')));
      expect(validate.errors ?? [], file).toEqual([]);
      expect(valid).toBe(true);
    },
  );

  // The owner's content: any file the content check accepts, the schema accepts too; the editor
  // hint is optional there, but when a file has one it must name the right schema.
  it.each(contentFiles(env.contentDir))(
    'accept $dir/$file, which its first line, if any, names',
    ({ dir, file, schema }) => {
      if (schema !== undefined) expect(schema).toBe(schemaPath(file));
      const validate = validatorFor(file);
      const valid = validate(parse(readFileSync(join(dir, file), 'utf8')));
      expect(validate.errors ?? [], file).toEqual([]);
      expect(valid).toBe(true);
    },
  );

  it.each([
    ['skills/cloud-devops.yaml', 'range-skill-level'],
    ['projects/cloud-pilot-cli.yaml', 'url-javascript'],
    ['projects/cloud-pilot-cli.yaml', 'url-http'],
    ['experience/cloud-engineer.yaml', 'unknown-field'],
    ['experience/cloud-engineer.yaml', 'missing-field'],
    ['skills/languages.yaml', 'bad-enum'],
    ['experience/software-engineer.yaml', 'date-format'],
    ['experience/software-engineer.yaml', 'empty-list'],
    ['site.yaml', 'bad-email'],
  ])('flag %s from the broken case %s while the owner types', (file, name) => {
    const content = materialize(brokenCase(name));
    try {
      expect(validatorFor(file)(parse(readFileSync(join(content.dir, file), 'utf8')))).toBe(false);
    } finally {
      content.remove();
    }
  });
});
