import { describe, expect, it } from 'vitest';
import { LOCAL_SITE_URL, resolveSiteUrl } from './site-url';

const PAGES = 'https://robin.github.io';

describe('resolveSiteUrl', () => {
  it("keeps the owner's own site URL, even when the host knows another", () => {
    expect(resolveSiteUrl('https://robin.fixture.test', PAGES)).toBe('https://robin.fixture.test');
    expect(resolveSiteUrl('https://robin.fixture.test', undefined)).toBe('https://robin.fixture.test');
  });

  it("takes the host's address (the Pages origin) when content has none or the sample's", () => {
    expect(resolveSiteUrl(undefined, PAGES)).toBe(PAGES);
    expect(resolveSiteUrl('', ` ${PAGES} `)).toBe(PAGES);
    expect(resolveSiteUrl('https://arjun-kumar.example.com', PAGES)).toBe(PAGES);
    expect(resolveSiteUrl('https://anyone.example.org', PAGES)).toBe(PAGES);
  });

  it('falls back to the placeholder, then to the local preview, when no host address is set', () => {
    expect(resolveSiteUrl('https://arjun-kumar.example.com', undefined)).toBe('https://arjun-kumar.example.com');
    expect(resolveSiteUrl('https://arjun-kumar.example.com', '')).toBe('https://arjun-kumar.example.com');
    expect(resolveSiteUrl(undefined, undefined)).toBe(LOCAL_SITE_URL);
  });
});
