import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './urls';

describe('absoluteUrl', () => {
  it('joins the site URL and a route at a domain root', () => {
    expect(absoluteUrl('https://me.example.com', '/', '/skills')).toBe('https://me.example.com/skills');
    expect(absoluteUrl('https://me.example.com/', '/', '/')).toBe('https://me.example.com/');
  });

  it('puts a sub-path deploy between the origin and the route', () => {
    expect(absoluteUrl('https://me.github.io', '/portfolio/', '/skills')).toBe('https://me.github.io/portfolio/skills');
    expect(absoluteUrl('https://me.github.io', '/portfolio/', '/')).toBe('https://me.github.io/portfolio/');
    expect(absoluteUrl('https://me.github.io', 'portfolio', 'og.png')).toBe('https://me.github.io/portfolio/og.png');
  });

  it('writes a sub-path once when the site URL already names it, as the owner gives a project page', () => {
    const site = 'https://me.github.io/portfolio';
    expect(absoluteUrl(site, '/portfolio/', '/skills')).toBe('https://me.github.io/portfolio/skills');
    expect(absoluteUrl(`${site}/`, '/portfolio/', '/')).toBe('https://me.github.io/portfolio/');
    // A built file's URL already carries the base path.
    expect(absoluteUrl(site, '/', '/portfolio/assets/me.webp')).toBe('https://me.github.io/portfolio/assets/me.webp');
    // A site hosted under a path it is not built for keeps its path in front.
    expect(absoluteUrl('https://example.com/me', '/', '/skills')).toBe('https://example.com/me/skills');
    expect(absoluteUrl('https://example.com/me', '/portfolio-v2/', '/')).toBe('https://example.com/me/portfolio-v2/');
  });
});
