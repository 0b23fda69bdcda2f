import { describe, expect, it } from 'vitest';
import { sectionEntry } from '../../src/content/model';
import { cmsConfig } from './config';

describe('the editor for the sections an owner adds', () => {
  const config = cmsConfig({ repo: 'owner/site', branch: 'main', sections: ['talks', 'writing'] });
  const collection = (name: string) => config.collections.find((c) => c.name === name) as Record<string, unknown>;

  it('has one folder collection of Markdown files per section folder', () => {
    for (const name of ['talks', 'writing'])
      expect(collection(`sections-${name}`)).toMatchObject({
        folder: `content/sections/${name}`,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        identifier_field: 'title',
        media_folder: '/content/assets',
        public_folder: 'assets',
      });
  });

  it('offers every field of the entry model, then the Markdown body', () => {
    const fields = collection('sections-talks').fields as { name: string; widget: string }[];
    expect(fields.map((field) => field.name)).toEqual([...Object.keys(sectionEntry.fields), 'body']);
    expect(fields.at(-1)).toMatchObject({ widget: 'markdown', required: false });
    const links = fields.find((field) => field.name === 'links') as unknown as { fields: { name: string }[] };
    expect(links.fields.map((field) => field.name)).toEqual(['kind', 'url', 'label']);
  });

  it("lists a section by its page's name in the navigation, and by its folder's without one", () => {
    const titled = cmsConfig({
      repo: 'o/r',
      branch: 'main',
      sections: ['open-source', 'talks'],
      sectionTitles: { 'open-source': 'Open source work' },
    });
    expect(titled.collections.find((c) => c.name === 'sections-open-source')?.label).toBe('Open source work');
    expect(titled.collections.find((c) => c.name === 'sections-talks')?.label).toBe('Talks');
  });

  it('adds nothing for a site without sections', () => {
    expect(cmsConfig({ repo: 'o/r', branch: 'b' }).collections.some((c) => c.name.startsWith('sections-'))).toBe(false);
  });
});
