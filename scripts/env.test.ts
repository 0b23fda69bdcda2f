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

describe("the build's day", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it("is today's date in UTC unless BUILD_DATE, which tests set, says another", () => {
    vi.useFakeTimers({ now: new Date('2030-06-15T23:30:00-05:00') });
    vi.stubEnv('BUILD_DATE', undefined);
    expect(env.buildDate).toBe('2030-06-16');
    vi.stubEnv('BUILD_DATE', '2031-01-02');
    expect(env.buildDate).toBe('2031-01-02');
  });

  it('refuses a BUILD_DATE that is not a day, rather than publishing by a wrong one', () => {
    for (const written of ['tomorrow', '2030-6-1', '2030-13-01', '2030-06-15T10:00'])
      expect(() => {
        vi.stubEnv('BUILD_DATE', written);
        return env.buildDate;
      }, written).toThrow(/BUILD_DATE must be a day written YYYY-MM-DD/);
  });
});
