import { describe, expect, it } from 'vitest';
import { SAMPLE_VALUES } from '../../../src/content/placeholders';
import { withSampleValues } from '../../../tests/content/cases';
import { findPlaceholders, formatPlaceholderWarning } from './sample-values';

const FIXTURE = 'tests/fixtures/content';

describe('placeholder warnings', () => {
  it("finds nothing in content that is the owner's own", () => {
    expect(findPlaceholders(FIXTURE, 'content')).toEqual([]);
  });

  it('names each sample name, email, site URL and link at its file and line', () => {
    const content = withSampleValues();
    try {
      expect(findPlaceholders(content.dir, 'content').map((w) => `${w.file}:${w.line} ${w.field}`)).toEqual([
        'content/site.yaml:3 name',
        'content/site.yaml:12 siteUrl',
        'content/site.yaml:29 email',
        'content/site.yaml:37 github.url',
        'content/social/email.yaml:4 url',
      ]);
    } finally {
      content.remove();
    }
  });

  it('reads as a plain warning, or as a GitHub annotation under Actions', () => {
    const warning = {
      file: 'content/site.yaml',
      line: 3,
      field: 'name',
      value: SAMPLE_VALUES.name,
      kind: 'sample' as const,
    };
    expect(formatPlaceholderWarning(warning)).toBe(
      `Warning: content/site.yaml:3 name still holds the sample's "${SAMPLE_VALUES.name}"; replace it with your own before you publish.`,
    );
    expect(formatPlaceholderWarning(warning, true)).toBe(
      '::warning file=content/site.yaml,line=3,title=Placeholder%3A name::' +
        `name still holds the sample's "${SAMPLE_VALUES.name}"; replace it with your own before you publish.`,
    );
  });

  it("says an address at an example domain is one, not the sample's", () => {
    const content = withSampleValues();
    try {
      const [email] = findPlaceholders(content.dir, 'content').filter((w) => w.file === 'content/social/email.yaml');
      expect(email).toMatchObject({ value: 'mailto:someone@example.org', kind: 'example' });
      expect(email && formatPlaceholderWarning(email)).toBe(
        'Warning: content/social/email.yaml:4 url is "mailto:someone@example.org", at a domain kept for examples; replace it with your own before you publish.',
      );
      const [name] = findPlaceholders(content.dir, 'content');
      expect(name).toMatchObject({ field: 'name', kind: 'sample' });
    } finally {
      content.remove();
    }
  });
});
