// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Card } from '@/components/Card/Card';
import { ChipList } from '@/components/Chip/Chip';
import { type HeadInput, headHtml } from './seo';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

const site: HeadInput['site'] = {
  name: 'Ada Example',
  title: 'Engineer',
  description: 'Ada builds dependable web platforms.',
  siteUrl: 'https://ada.example.com',
  email: 'ada@example.com',
  phone: '+353 1 234 5678',
  location: 'Dublin, Ireland',
  profileUrls: ['https://github.com/ada'],
};
const input = (overrides: Partial<HeadInput> = {}): HeadInput => ({
  site,
  page: { path: '/skills', title: 'Skills | Ada Example', description: 'What Ada works with.' },
  base: '/',
  image: { width: 1200, height: 630, alt: 'Ada Example, Engineer' },
  themeColors: { light: '#FFFFFF', dark: '#000000' },
  ...overrides,
});

/** The head tags as a browser would parse them. */
function parseHead(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}
const content = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content');

describe('head tags', () => {
  it("name a long list's neighbouring pages by their absolute URLs, in the page's language, and nothing on other pages", () => {
    const page = { path: '/writing/page/2', title: 'Writing, page 2 | Ada Example', description: 'Posts.' };
    const pages = { prev: '/writing', next: '/writing/page/3' };
    const doc = parseHead(headHtml(input({ page, pages, pagesBase: '/portfolio/pl/', base: '/portfolio/' })));
    expect(doc.querySelector('link[rel="prev"]')?.getAttribute('href')).toBe(
      'https://ada.example.com/portfolio/pl/writing',
    );
    expect(doc.querySelector('link[rel="next"]')?.getAttribute('href')).toBe(
      'https://ada.example.com/portfolio/pl/writing/page/3',
    );
    const first = parseHead(headHtml(input({ pages: { prev: null, next: '/writing/page/2' } })));
    expect(first.querySelector('link[rel="prev"]')).toBeNull();
    expect(parseHead(headHtml(input())).querySelector('link[rel="next"], link[rel="prev"]')).toBeNull();
  });

  it('give every page its title, description, canonical URL and cards with absolute URLs', () => {
    const doc = parseHead(headHtml(input()));
    expect(doc.title).toBe('Skills | Ada Example');
    expect(content(doc, 'meta[name="description"]')).toBe('What Ada works with.');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://ada.example.com/skills');
    expect(content(doc, 'meta[property="og:url"]')).toBe('https://ada.example.com/skills');
    expect(content(doc, 'meta[property="og:type"]')).toBe('website');
    expect(content(doc, 'meta[property="og:image"]')).toBe('https://ada.example.com/og.png');
    expect(content(doc, 'meta[property="og:image:width"]')).toBe('1200');
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(doc, 'meta[name="twitter:image"]')).toBe('https://ada.example.com/og.png');
  });

  it('make the home page a profile', () => {
    const doc = parseHead(headHtml(input({ page: { path: '/', title: 'Ada Example | Engineer', description: 'd' } })));
    expect(content(doc, 'meta[property="og:type"]')).toBe('profile');
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(data['@type']).toBe('ProfilePage');
    expect(data.mainEntity).toMatchObject({ '@type': 'Person', name: 'Ada Example' });
  });

  it('put a sub-path deploy into every absolute URL and every icon link', () => {
    const doc = parseHead(headHtml(input({ base: '/portfolio/' })));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://ada.example.com/portfolio/skills',
    );
    expect(content(doc, 'meta[property="og:image"]')).toBe('https://ada.example.com/portfolio/og.png');
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/portfolio/favicon.svg');
    expect(doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(
      '/portfolio/apple-touch-icon.png',
    );
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(data.about.url).toBe('https://ada.example.com/portfolio/');
  });

  it('carry the favicon in the page, as a data URL that reads back as the same SVG', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="64"><path fill="#6366F1" d="M0 0h64v64H0z"/><text>A&amp;B 100%</text></svg>';
    const href = parseHead(headHtml(input({ favicon: svg })))
      .querySelector('link[rel="icon"]')
      ?.getAttribute('href');
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    // A URL holds no space, not even in a data: URL (the HTML standard's valid URL).
    expect(href).not.toMatch(/\s/);
    expect(decodeURIComponent(href?.slice('data:image/svg+xml,'.length) ?? '')).toBe(svg);
  });

  it('give one theme colour, light as the page starts, with the colour of each mode for the theme script', () => {
    const doc = parseHead(headHtml(input()));
    const colours = [...doc.querySelectorAll('meta[name="theme-color"]')].map((meta) => [
      meta.getAttribute('media'),
      meta.getAttribute('content'),
      meta.getAttribute('data-light'),
      meta.getAttribute('data-dark'),
    ]);
    expect(colours).toEqual([[null, '#FFFFFF', '#FFFFFF', '#000000']]);
  });
});

describe('hostile content', () => {
  const breakout = '</script><script>window.__pwned=1</script>';
  const attribute = '"onmouseover=alert(1) x="';
  const hostile = input({
    site: { ...site, name: `Eve ${breakout}`, title: `Boss ${attribute}`, description: `${attribute}${breakout}` },
    page: { path: '/skills', title: `Skills ${breakout}`, description: `Desc ${attribute}` },
    image: { width: 1200, height: 630, alt: `Alt ${attribute}` },
  });

  it('stays text in the head: no element or attribute comes from it', () => {
    const html = headHtml(hostile);
    const doc = parseHead(html);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelectorAll('[onmouseover]')).toHaveLength(0);
    expect(html).not.toContain('<script>window');
    expect(doc.title).toBe(`Skills ${breakout}`);
    expect(content(doc, 'meta[name="description"]')).toBe(`Desc ${attribute}`);
    expect(content(doc, 'meta[property="og:image:alt"]')).toBe(`Alt ${attribute}`);
  });

  it('stays text in the JSON-LD, and reads back exactly as written', () => {
    const doc = parseHead(headHtml(hostile));
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(data.about.name).toBe(`Eve ${breakout}`);
    expect(data.about.jobTitle).toBe(`Boss ${attribute}`);
    expect(data.about.description).toBe(`${attribute}${breakout}`);
  });

  it('stays text when React renders it into the page body', () => {
    const html = renderToString(
      <Card title={attribute} aria-label={breakout}>
        <h2>{breakout}</h2>
        <ChipList items={[breakout, attribute]} label={attribute} />
      </Card>,
    );
    expect(html).not.toContain('<script');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('script, [onmouseover]')).toHaveLength(0);
    expect(doc.querySelector('h2')?.textContent).toBe(breakout);
    expect(doc.querySelector('div')?.getAttribute('title')).toBe(attribute);
    expect([...doc.querySelectorAll('li')].map((li) => li.textContent)).toEqual([breakout, attribute]);
  });
});

describe('sitemap and robots.txt', () => {
  it('list every route at its absolute URL, and point crawlers at the sitemap', () => {
    const xml = sitemapXml(sitemapEntries('https://ada.example.com', '/portfolio/', ['/', '/skills']));
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect([...doc.querySelectorAll('loc')].map((loc) => loc.textContent)).toEqual([
      'https://ada.example.com/portfolio/',
      'https://ada.example.com/portfolio/skills',
    ]);
    expect(robotsTxt('https://ada.example.com', '/portfolio/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://ada.example.com/portfolio/sitemap.xml\n',
    );
  });
});
