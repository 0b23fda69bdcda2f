import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_VALUES } from '../../../src/content/placeholders';
import { materialize } from '../../../tests/content/cases';
import { findPlaceholders, formatPlaceholderWarning } from './sample-values';

const FIXTURE = 'tests/fixtures/content';

/** The fixture content with the sample owner's name, email, site URL and links put back. */
function withSampleValues() {
  const content = materialize();
  const swap = (file: string, pairs: [string, string][]) => {
    let text = readFileSync(join(content.dir, file), 'utf8');
    for (const [from, to] of pairs) text = text.split(from).join(to);
    writeFileSync(join(content.dir, file), text);
  };
  swap('site.yaml', [
    ['name: Robin Fixture', `name: ${SAMPLE_VALUES.name}`],
    ['email: robin@fixture.test', `email: ${SAMPLE_VALUES.email}`],
    ['siteUrl: https://robin.fixture.test', `siteUrl: ${SAMPLE_VALUES.siteUrl}`],
    ['https://github.com/robin-fixture', 'https://github.com/arjun-kumar-example'],
  ]);
  swap('social/email.yaml', [['mailto:robin@fixture.test', 'mailto:someone@example.org']]);
  return content;
}

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

  it('warns from npm run check:content without failing it', () => {
    const content = withSampleValues();
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check-content.ts'], {
        env: { ...process.env, CONTENT_DIR: content.dir, GITHUB_ACTIONS: 'true' },
        encoding: 'utf8',
      });
      expect(result.status).toBe(0);
      const annotations = result.stdout.split('\n').filter((line) => line.startsWith('::warning '));
      expect(annotations).toHaveLength(5);
      expect(annotations[0]).toMatch(/^::warning file=[^,]+\/site\.yaml,line=3,title=Placeholder%3A name::/);
      expect(result.stdout).toContain('Content check passed');
    } finally {
      content.remove();
    }
  }, 30_000);
});
