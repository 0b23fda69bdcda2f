import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialize, validCases } from '../../../tests/content/cases';
import { contentlayerEnv } from '../../env';
import { makeSandbox } from '../../test/sandbox';

type Generated = Record<string, unknown>[];

describe('contentlayer2 over files saved with Windows line endings, a byte-order mark or .yml', () => {
  // A throw-away copy of the project, so this checkout's .contentlayer/ is never touched.
  const sandbox = makeSandbox();
  const content = materialize(...validCases());
  let result: ReturnType<typeof spawnSync>;
  const generated = (type: string) =>
    JSON.parse(readFileSync(join(sandbox.dir, '.contentlayer/generated', type, '_index.json'), 'utf8')) as Generated;

  beforeAll(() => {
    const bin = join(sandbox.dir, 'node_modules/contentlayer2/bin/cli.cjs');
    result = spawnSync(process.execPath, [bin, 'build'], {
      cwd: sandbox.dir,
      env: contentlayerEnv(sandbox.dir, { CONTENT_DIR: content.dir }),
      encoding: 'utf8',
      timeout: 120_000,
    });
  }, 130_000);

  afterAll(() => {
    sandbox.remove();
    content.remove();
  });

  it('builds every document', () => {
    expect(result.status, String(result.stdout)).toBe(0);
    expect(String(result.stdout)).toMatch(/Generated \d+ documents/);
  });

  it('reads a file with a byte-order mark and Windows line endings like any other', () => {
    const github = generated('SocialLink').find((link) => link.slug === 'github');
    expect(github?.url).toBe('https://github.com/arjun-kumar-example');
    const role = generated('Experience').find((entry) => entry.slug === 'cloud-engineer');
    expect(role?.title).toBe('Cloud Engineer');
    expect(JSON.stringify(role)).not.toContain('\\r');
    const languages = generated('SkillCategory').find((category) => category.slug === 'languages');
    expect(languages?.title).toBe('Programming Languages');
  });

  it("writes into the copy and leaves this checkout's .contentlayer/ alone", () => {
    const shared = join(process.cwd(), '.contentlayer/generated/SocialLink/_index.json');
    expect(readFileSync(shared, 'utf8')).not.toContain('website.yml"');
  });

  it('reads .yml files and an empty optional field', () => {
    expect(generated('SocialLink').find((link) => link.slug === 'website')?.sourceFile).toBe(
      'content/social/website.yml',
    );
    const azure = generated('Certification').find((cert) => cert.slug === 'azure-fundamentals');
    expect(azure?.credentialUrl ?? null).toBeNull();
  });
});
