import { afterEach, describe, expect, it, vi } from 'vitest';
import { cmsOptionsFromEnv } from './admin';

// Forks keep the branch they were made with: the editor must save where the deploy builds from.
describe('the branch the editor saves to', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the branch GitHub Actions builds, so a fork on master saves to master', () => {
    vi.stubEnv('CMS_BRANCH', '');
    vi.stubEnv('GITHUB_REF_TYPE', 'branch');
    vi.stubEnv('GITHUB_REF_NAME', 'master');
    expect(cmsOptionsFromEnv().branch).toBe('master');
  });

  it('is CMS_BRANCH when the owner names one', () => {
    vi.stubEnv('CMS_BRANCH', 'content');
    vi.stubEnv('GITHUB_REF_TYPE', 'branch');
    vi.stubEnv('GITHUB_REF_NAME', 'master');
    expect(cmsOptionsFromEnv().branch).toBe('content');
  });

  it('is never a tag a build was started from', () => {
    vi.stubEnv('CMS_BRANCH', '');
    vi.stubEnv('GITHUB_REF_TYPE', 'tag');
    vi.stubEnv('GITHUB_REF_NAME', 'v1.0');
    expect(cmsOptionsFromEnv().branch).not.toBe('v1.0');
  });
});
