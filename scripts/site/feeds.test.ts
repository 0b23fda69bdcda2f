import { describe, expect, it } from 'vitest';
import { atomFeed, type SectionFeed } from './feeds';

const feed: SectionFeed = {
  listPath: '/writing',
  page: { heading: 'Writing & talks', description: 'Posts <and> notes.' },
  path: '/writing/feed.xml',
  entries: [
    {
      slug: 'elsewhere',
      title: 'Written elsewhere',
      summary: null,
      tags: [],
      path: null,
      externalUrl: 'https://blog.example.com/post?a=1&b=2',
      published: '2024-05-02T00:00:00.000Z',
      updated: '2024-05-02T00:00:00.000Z',
    },
    {
      slug: 'here',
      title: 'Written "here"',
      summary: 'A summary.',
      tags: [{ label: 'Go' }],
      path: '/writing/here',
      externalUrl: null,
      published: '2024-01-10T00:00:00.000Z',
      updated: '2024-06-03T00:00:00.000Z',
    },
  ],
};

describe('a section Atom feed', () => {
  const xml = atomFeed(feed, {
    site: { name: 'Robin', siteUrl: 'https://robin.example.com' },
    base: '/portfolio/',
    language: 'en',
  });

  it('names the feed, itself, its page and its newest date, with absolute addresses', () => {
    expect(xml).toContain('<title>Writing &amp; talks | Robin</title>');
    expect(xml).toContain('<id>https://robin.example.com/portfolio/writing</id>');
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://robin.example.com/portfolio/writing/feed.xml"/>',
    );
    // The newest change of any entry, an older post's update included.
    expect(xml).toContain('  <updated>2024-06-03T00:00:00Z</updated>');
    expect(xml).toContain('<subtitle>Posts &lt;and&gt; notes.</subtitle>');
  });

  it('links a post written elsewhere out to it, and one with a body to its own page', () => {
    expect(xml).toContain('<id>https://robin.example.com/portfolio/writing#elsewhere</id>');
    expect(xml).toContain('href="https://blog.example.com/post?a=1&amp;b=2"');
    expect(xml).toContain('<id>https://robin.example.com/portfolio/writing/here</id>');
    expect(xml).toContain('<title>Written &quot;here&quot;</title>');
    expect(xml).toContain('<category term="Go"/>');
  });

  it('dates each entry published on its date and updated on its last change', () => {
    const here = xml.slice(xml.indexOf('<title>Written &quot;here&quot;</title>'));
    expect(here).toMatch(/<published>2024-01-10T00:00:00Z<\/published>\s*<updated>2024-06-03T00:00:00Z<\/updated>/);
    const elsewhere = xml.slice(xml.indexOf('<title>Written elsewhere</title>'));
    expect(elsewhere).toMatch(
      /<published>2024-05-02T00:00:00Z<\/published>\s*<updated>2024-05-02T00:00:00Z<\/updated>/,
    );
  });

  it("says its language is the build's, so a Polish feed is not read as English", () => {
    expect(xml).toContain('xml:lang="en"');
    const polish = atomFeed(feed, {
      site: { name: 'Robin', siteUrl: 'https://robin.example.com' },
      base: '/pl/',
      language: 'pl',
    });
    expect(polish).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pl">');
    expect(polish).toContain('<id>https://robin.example.com/pl/writing</id>');
  });

  it('marks the words of an entry not yet translated with their own language, and only those', () => {
    const [elsewhere, here] = feed.entries as [SectionFeed['entries'][number], SectionFeed['entries'][number]];
    const untranslated = { ...here, languages: { title: { lang: 'en' }, tags: { lang: 'en' } } };
    const polish = atomFeed(
      { ...feed, entries: [elsewhere, untranslated] },
      { site: { name: 'Robin', siteUrl: 'https://robin.example.com' }, base: '/pl/', language: 'pl' },
    );
    expect(polish).toContain('<title xml:lang="en">Written &quot;here&quot;</title>');
    expect(polish).toContain('<category term="Go" xml:lang="en"/>');
    // Its summary was translated, and the other entry wholly: both read as the feed's Polish.
    expect(polish).toContain('<summary>A summary.</summary>');
    expect(polish).toContain('<title>Written elsewhere</title>');
  });
});
