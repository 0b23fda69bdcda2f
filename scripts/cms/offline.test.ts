import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerCallsLocally } from './offline';

const require = createRequire(import.meta.url);
const sveltia = () =>
  readFileSync(join(dirname(require.resolve('@sveltia/cms')), '..', 'dist', 'sveltia-cms.js'), 'utf8');

describe("the editor's own calls out", () => {
  it('point beside the editor in the script the build ships: no version check on unpkg, no GitHub status page', () => {
    const { script, answers } = answerCallsLocally(sveltia());
    expect(script).not.toContain('https://unpkg.com/@sveltia/cms');
    expect(script).not.toContain('https://www.githubstatus.com/api/');
    expect(answers.map(({ file }) => file)).toEqual(['sveltia/package.json', 'github-status.json']);
  });

  it('answer the version check with the version the build ships, so it offers no update', () => {
    const { answers } = answerCallsLocally(sveltia());
    const { version } = JSON.parse(answers[0]?.text ?? '{}') as { version: string };
    const shipped = JSON.parse(
      readFileSync(join(dirname(require.resolve('@sveltia/cms')), '..', 'package.json'), 'utf8'),
    ) as { version: string };
    expect(version).toBe(shipped.version);
  });

  it('fail the build when Sveltia stops making one of them, so the list never goes stale', () => {
    expect(() => answerCallsLocally('const cdn = `https://unpkg.com/@sveltia/cms`;')).toThrow(
      /no longer calls https:\/\/www\.githubstatus\.com/,
    );
  });
});
