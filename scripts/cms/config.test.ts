import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentDefs, type FieldDef, ROUTE_PATHS } from '../../src/content/model';
import { schemaFileName } from '../content/check/schema';
import { adminCsp, adminHeaders, adminHtml } from './admin';
import { cmsConfig } from './config';
import { type CmsField, formHint, PATH_PATTERN, urlPattern } from './fields';

const config = cmsConfig({ repo: 'owner/site', branch: 'main' });
type Collection = (typeof config.collections)[number];
const fieldsOf = (collection: Collection): CmsField[] =>
  'files' in collection ? (collection.files?.[0]?.fields ?? []) : collection.fields;

/** What a model field must become in the form: its widget and every constraint the check enforces. */
function expectedWidget(def: FieldDef): Record<string, unknown> {
  switch (def.kind) {
    case 'string':
      return def.format === 'image' ? { widget: 'image' } : { widget: 'string' };
    case 'url':
      return { widget: 'string', pattern: urlPattern(def.schemes) };
    case 'path':
      return { widget: 'string', pattern: PATH_PATTERN };
    case 'integer':
      return { widget: 'number', value_type: 'int', min: def.min, max: def.max };
    case 'date':
      return { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false };
    case 'boolean':
      return { widget: 'boolean' };
    case 'enum':
      return { widget: 'select', options: [...def.options] };
    case 'nested':
      return { widget: 'object' };
    case 'list':
      if (def.of === 'enum') return { widget: 'select', multiple: true, options: [...def.options], min: def.minItems };
      return { widget: 'list', min: def.minItems };
  }
}

/** Walks a model field and its generated counterpart together, nested fields included. */
function expectField(path: string, def: FieldDef, field: CmsField | undefined) {
  expect(field, `${path} is missing from the CMS config`).toBeDefined();
  expect(field, path).toMatchObject({ ...expectedWidget(def), hint: formHint(def.description) });
  expect(field?.required, `${path} required`).toBe(def.required === false ? false : undefined);
  const nested = def.kind === 'nested' || (def.kind === 'list' && typeof def.of === 'object') ? def.of : null;
  if (nested && typeof nested === 'object') {
    const children = field?.fields as CmsField[];
    expect(
      children.map((child) => child.name),
      path,
    ).toEqual(Object.keys(nested.fields));
    for (const [name, child] of Object.entries(nested.fields))
      expectField(
        `${path}.${name}`,
        child,
        children.find((c) => c.name === name),
      );
  }
}

describe('the CMS configuration generated from the content model', () => {
  it('has one collection per document type, site.yaml (and every other single-file type) as a single file', () => {
    expect(config.collections).toHaveLength(documentDefs.length);
    const site = config.collections.find((collection) => collection.name === 'site');
    expect(site).toMatchObject({ name: 'site', files: [{ file: 'content/site.yaml' }] });
    const singles = documentDefs.filter((def) => def.isSingleton).map((def) => `content/${def.filePathPattern}`);
    const files = config.collections.flatMap((collection) =>
      'files' in collection ? (collection.files ?? []).map((file) => file.file) : [],
    );
    expect(files).toEqual(singles);
  });

  it('stores every folder collection as YAML, one file per entry named by its slug', () => {
    for (const def of documentDefs.filter((d) => !d.isSingleton)) {
      const folder = def.filePathPattern.split('/')[0];
      const collection = config.collections.find((c) => c.name === folder);
      expect(collection, def.name).toMatchObject({
        folder: `content/${folder}`,
        format: 'yaml',
        extension: 'yaml',
        create: true,
        description: def.description,
      });
      const { slug, identifier_field } = collection as { slug: string; identifier_field: string };
      expect(slug).toBe(`{{${identifier_field}}}`);
      expect(def.fields[identifier_field]?.kind).toBe('string');
    }
  });

  it('gives every field of every document type its widget, constraints and description', () => {
    for (const [index, def] of documentDefs.entries()) {
      const fields = fieldsOf(config.collections[index] as Collection);
      expect(
        fields.map((field) => field.name),
        def.name,
      ).toEqual(Object.keys(def.fields));
      for (const [name, field] of Object.entries(def.fields))
        expectField(
          `${def.name}.${name}`,
          field,
          fields.find((f) => f.name === name),
        );
    }
  });

  it('only accepts addresses with the allowed schemes', () => {
    const [https] = urlPattern(['https']);
    const [social] = urlPattern(['https', 'mailto']);
    expect(new RegExp(https).test('https://github.com/me')).toBe(true);
    expect(new RegExp(https).test('http://github.com/me')).toBe(false);
    expect(new RegExp(https).test('javascript:alert(1)')).toBe(false);
    expect(new RegExp(social).test('mailto:me@example.com')).toBe(true);
    expect(new RegExp(social).test('ftp://example.com')).toBe(false);
  });

  it("takes a page's address typed: the six pages, or a new section's /<name> as an address can be written", () => {
    const path = new RegExp(PATH_PATTERN[0]);
    for (const route of [...ROUTE_PATHS, '/talks', '/papers-2024']) expect(path.test(route), route).toBe(true);
    for (const route of ['', 'talks', '/Talks', '/my talks', '/talks/', '/-talks', '/talks?x'])
      expect(path.test(route), route).toBe(false);
  });

  it('stores uploaded images in content/assets/, named as the portrait field expects', () => {
    expect(config).toMatchObject({ media_folder: 'content/assets', public_folder: 'assets' });
    expect(config.media_libraries).toEqual({ stock_assets: false });
    const site = config.collections.find((collection) => collection.name === 'site');
    // From the repository's root: a file's own folder is content/{{locale}}/ in several languages.
    expect(site).toMatchObject({ files: [{ media_folder: '/content/assets', public_folder: 'assets' }] });
    expect(config.backend).toMatchObject({ name: 'github', repo: 'owner/site', branch: 'main' });
  });

  it('offers only the token sign-in, and the OAuth button too when given an OAuth helper', () => {
    expect(config.backend).not.toHaveProperty('base_url');
    expect(config.backend).toMatchObject({ auth_methods: ['token'] });
    const oauth = cmsConfig({ repo: 'o/r', branch: 'b', oauthUrl: 'https://auth.example.com' });
    expect(oauth.backend).toMatchObject({ base_url: 'https://auth.example.com', auth_methods: ['oauth', 'token'] });
  });

  it('leaves empty optional fields out of a saved file and writes YAML as the content files are written', () => {
    expect(config.output).toEqual({
      omit_empty_optional_fields: true,
      yaml: { indent_size: 2, indent_sequences: true, quote: 'none' },
    });
  });
});

describe('the schema association, kept where a save in the editor cannot remove it', () => {
  it('maps every document type to its schema in .vscode/settings.json', () => {
    const settings = JSON.parse(readFileSync('.vscode/settings.json', 'utf8')) as { 'yaml.schemas': object };
    // The owner's content/ and, until they start it, the sample's sample/.
    const expected = documentDefs.map((def) => [
      `./schemas/${schemaFileName(def)}`,
      ['content', 'sample'].map((dir) => `${dir}/${def.filePathPattern.replace('{yaml,yml}', 'yaml')}`),
    ]);
    expect(Object.entries(settings['yaml.schemas'])).toEqual(expected);
  });
});

describe('the admin page', () => {
  const csp = adminCsp({});

  it('is noindex, loads Sveltia from its own folder as a classic script and carries its own policy', () => {
    const html = adminHtml(csp, 'sveltia-cms.js');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<script src="sveltia-cms.js"></script>');
    expect(html).not.toMatch(/https?:\/\/[^"]*\.js/);
    expect(html).toContain(`content="${csp}"`);
  });

  it('may connect only to itself and the GitHub API, and run only its own scripts, with no eval', () => {
    expect(csp).toContain("connect-src 'self' blob: data: https://api.github.com;");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("default-src 'self';");
    expect(adminCsp({ oauthUrl: 'https://auth.example.com/x' })).toContain(
      'https://api.github.com https://auth.example.com;',
    );
  });

  it('replaces the site policy under /admin/ only, and keeps it out of search results', () => {
    const headers = adminHeaders(csp);
    expect(headers.split('\n')[0]).toBe('/admin/*');
    expect(headers).toContain('  ! Content-Security-Policy\n');
    expect(headers).toContain(`  Content-Security-Policy: ${csp}; frame-ancestors 'none'`);
    expect(headers).toContain('  X-Robots-Tag: noindex, nofollow');
  });
});
