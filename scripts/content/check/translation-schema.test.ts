import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { documentDefs } from '../../../src/content/model';
import { brokenCase } from '../../../tests/content/cases';
import { allSchemas, schemaFileName, schemaLink, translationSchemaFileName } from './schema';

const ajv = new Ajv({ allErrors: true, strict: true });
const schemaOf = (name: string) => JSON.parse(allSchemas().get(name) ?? 'null') as Record<string, unknown>;
const validator = (name: string) => ajv.compile(schemaOf(name));
const experience = documentDefs.find((def) => def.name === 'Experience');
const translationOfExperience = validator(translationSchemaFileName(experience ?? documentDefs[0]));

/** Every `required` list in a schema, nested ones included. */
const requiredLists = (schema: unknown): unknown[] =>
  typeof schema !== 'object' || schema === null
    ? []
    : Object.entries(schema).flatMap(([key, value]) => (key === 'required' ? [value] : requiredLists(value)));

describe('the JSON Schemas of translations', () => {
  it('exist for every document type and require no field, at any depth', () => {
    for (const def of documentDefs) {
      const schema = schemaOf(translationSchemaFileName(def));
      expect(schema.title).toBe(`${def.name} translation`);
      expect(requiredLists(schema), def.name).toEqual([]);
      expect(ajv.compile(schema)({}), def.name).toBe(true);
      // The original's own schema still requires what the site needs (every message is optional there too).
      if (def.name !== 'Messages')
        expect(requiredLists(schemaOf(schemaFileName(def))).length, def.name).toBeGreaterThan(0);
    }
  });

  it('accept a translation holding only some words, and refuse a field the type lacks', () => {
    expect(translationOfExperience({ title: 'Inżynier chmury', achievements: ['Przeniosłem sześć usług.'] })).toBe(
      true,
    );
    const unknown = brokenCase('translation-unknown-field');
    const file = parse(readFileSync(join(unknown.dir, 'pl/experience/cloud-engineer.yaml'), 'utf8'));
    expect(translationOfExperience(file)).toBe(false);
  });

  it('are named by the first line of a file, pointing from content/ or content/<code>/ to schemas/ at the root', () => {
    expect(schemaLink('pl/experience/cloud-engineer.yaml')).toBe('../../../schemas/experience.translation.schema.json');
    expect(schemaLink('pt-BR/site.yaml')).toBe('../../schemas/site.translation.schema.json');
    expect(schemaLink('experience/cloud-engineer.yaml')).toBe('../../schemas/experience.schema.json');
    expect(schemaLink('site.yaml')).toBe('../schemas/site.schema.json');
    for (const path of ['pl/experience/x.yaml', 'pl/site.yaml', 'skills/x.yaml'])
      expect(existsSync(join('content', path, '..', schemaLink(path) ?? '')), path).toBe(true);
    for (const name of ['translation-contradicts-date', 'translation-list-length']) {
      const dir = brokenCase(name).dir;
      const path = name.endsWith('date') ? 'pl/experience/cloud-engineer.yaml' : 'pl/skills/cloud-devops.yaml';
      const first = readFileSync(join(dir, path), 'utf8').split('\n')[0];
      expect(first).toBe(`# yaml-language-server: $schema=${schemaLink(path)}`);
    }
  });
});
