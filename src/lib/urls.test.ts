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
});
