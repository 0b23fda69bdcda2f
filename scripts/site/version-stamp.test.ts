import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStamp, stampTag, writeVersionFile } from './version-stamp';

afterEach(() => vi.unstubAllEnvs());

describe('the build stamp', () => {
  it('names the commit GitHub Actions is building, and when', () => {
    vi.stubEnv('GITHUB_SHA', '0123456789abcdef0123456789abcdef01234567');
    expect(buildStamp(new Date('2026-11-25T21:00:00Z'))).toEqual({
      commit: '0123456789abcdef0123456789abcdef01234567',
      builtAt: '2026-11-25T21:00:00.000Z',
    });
  });

  it('falls back to the checkout’s HEAD outside CI', () => {
    vi.stubEnv('GITHUB_SHA', '');
    expect(buildStamp().commit).toMatch(/^([0-9a-f]{40}|unknown)$/);
  });

  it('is a meta tag with only the commit, so a page holds no script and no time for it', () => {
    expect(stampTag({ commit: 'abc123"><script>', builtAt: 'x' })).toBe(
      '<meta name="portfolio-commit" content="abc123script">',
    );
  });

  it('writes version.json at the site root', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stamp-'));
    writeVersionFile(dir, { commit: 'abc', builtAt: '2026-11-25T21:00:00.000Z' });
    expect(JSON.parse(readFileSync(join(dir, 'version.json'), 'utf8'))).toEqual({
      commit: 'abc',
      builtAt: '2026-11-25T21:00:00.000Z',
    });
    rmSync(dir, { recursive: true, force: true });
  });
});
