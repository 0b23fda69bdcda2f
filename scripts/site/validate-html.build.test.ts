import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerContent } from '../test/overlay';
import { buildEnv, makeSandbox } from '../test/sandbox';
import { scratchDir } from '../test/scratch';
import { formatProblem, validateSite } from './validate-html';

const scratch = scratchDir('valid-html');

describe('every page the build writes', () => {
  it('is valid HTML: the six pages, a section list, its posts, the not-found page and the editor', {
    timeout: 240_000,
  }, async () => {
    // The fixture with a Talks and a Writing section, built in a copy of the project, so the tests
    // running beside this one keep this checkout's .contentlayer/ and .build/ as they are.
    const content = ownerContent('sections', resolve(scratch, 'content'));
    const dist = join(scratch, 'dist');
    const project = makeSandbox();
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/index.ts'], {
        cwd: project.dir,
        env: { ...buildEnv(), CONTENT_DIR: content, DIST_DIR: dist, BASE_PATH: '/', GITHUB_FACTS: 'off' },
        encoding: 'utf8',
        timeout: 230_000,
      });
      expect(result.status, result.stderr).toBe(0);
    } finally {
      project.remove();
    }
    expect((await validateSite(dist)).map(formatProblem)).toEqual([]);
  });
});
