// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type HeadInput, headHtml } from './seo';

const input: HeadInput = {
  site: {
    name: 'Ada Example',
    title: 'Engineer',
    description: 'Ada builds dependable web platforms.',
    siteUrl: 'https://ada.example.com',
    email: 'ada@example.com',
    location: 'Dublin, Ireland',
    profileUrls: [],
  },
  page: { path: '/writing/retries', title: 'Retries | Ada Example', description: 'Backoff, three ways.' },
  base: '/portfolio/',
  image: { width: 1200, height: 630, alt: 'Retries, Ada Example' },
  themeColors: { light: '#FFFFFF', dark: '#000000' },
  feed: { title: 'Writing feed (Atom)', path: '/writing/feed.xml' },
  article: { headline: 'Retries', datePublished: '2024-01-10', dateModified: '2024-03-02', tags: ['Go', 'Python'] },
  imageFile: 'writing/retries/og.png',
};

const parse = (html: string) =>
  new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');

describe("a section entry's head tags", () => {
  const doc = parse(headHtml(input));

  it("link the section's feed, say it is an article and show the entry's own share image", () => {
    const feed = doc.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed?.getAttribute('href')).toBe('/portfolio/writing/feed.xml');
    expect(feed?.getAttribute('title')).toBe('Writing feed (Atom)');
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://ada.example.com/portfolio/writing/retries/og.png',
    );
  });

  it('describe the entry as an Article by the owner in the structured data, published and last changed', () => {
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data.mainEntity).toEqual({
      '@type': 'Article',
      headline: 'Retries',
      url: 'https://ada.example.com/portfolio/writing/retries',
      inLanguage: 'en',
      author: { '@id': 'https://ada.example.com/portfolio/#person' },
      datePublished: '2024-01-10',
      dateModified: '2024-03-02',
      keywords: 'Go, Python',
    });
  });

  it('say no dateModified for an entry that gives no updated', () => {
    const article = { headline: 'Retries', datePublished: '2024-01-10', dateModified: null, tags: [] };
    const unchanged = parse(headHtml({ ...input, article }));
    const data = JSON.parse(unchanged.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data.mainEntity.datePublished).toBe('2024-01-10');
    expect(data.mainEntity).not.toHaveProperty('dateModified');
  });

  it('name no feed on a page of the six', () => {
    const plain = parse(headHtml({ ...input, feed: null, article: null }));
    expect(plain.querySelector('link[type="application/atom+xml"]')).toBeNull();
  });
});
