import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { brokenCase, materialize, withSampleValues } from '../../tests/content/cases';

/** `npm run check:content` over `contentDir`, as GitHub Actions runs it. */
const checkCommand = (contentDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check-content.ts'], {
    env: { ...process.env, CONTENT_DIR: contentDir, GITHUB_ACTIONS: 'true' },
    encoding: 'utf8',
  });

describe('npm run check:content', () => {
  it('exits non-zero, printing messages and, under GitHub Actions, annotations', () => {
    const content = materialize(brokenCase('range-skill-level'));
    try {
      const result = checkCommand(content.dir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `${content.dir}/skills/cloud-devops.yaml:12 skills[2].level must be 0-100, got 150`,
      );
      expect(result.stderr).toContain(
        `::error file=${content.dir}/skills/cloud-devops.yaml,line=12,title=Content%3A skills[2].level::`,
      );
    } finally {
      content.remove();
    }
  });

  it('warns about sample values without failing', () => {
    const content = withSampleValues();
    try {
      const result = checkCommand(content.dir);
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
