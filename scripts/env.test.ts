import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from './env';

describe('the base path', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is the root when BASE_PATH is not set', () => {
    vi.stubEnv('BASE_PATH', undefined);
    expect(env.basePath).toBe('/');
  });

  it('always starts and ends with one slash, however it was written', () => {
    for (const written of ['portfolio', '/portfolio', 'portfolio/', '/portfolio/', '//portfolio//']) {
      vi.stubEnv('BASE_PATH', written);
      expect(env.basePath, written).toBe('/portfolio/');
    }
    vi.stubEnv('BASE_PATH', '/');
    expect(env.basePath).toBe('/');
  });
});
