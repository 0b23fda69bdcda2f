import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchResult } from './SearchResult';

/** The excerpt as a result shows it, parsed as a browser parses the result's markup. */
function shown(excerpt: string) {
  const html = renderToStaticMarkup(
    <SearchResult
      hit={{ url: '/a', title: '<img src=x onerror=alert(1)>', excerpt }}
      place={undefined}
      id="r"
      selected={false}
      onOpen={() => {}}
    />,
  );
  const link = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild as HTMLElement;
  const excerptElement = link.lastElementChild as HTMLElement;
  return {
    text: excerptElement.textContent,
    title: link.children[0]?.textContent,
    marks: [...excerptElement.querySelectorAll('mark')].map((mark) => mark.textContent),
    elements: [...link.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()),
  };
}

describe('a search result', () => {
  it('shows markup in the index as text: its title, and its excerpt but for the matched words', () => {
    const result = shown(
      '&lt;img src=x onerror=alert(1)&gt; "&gt;&lt;svg onload=alert(2)&gt; <mark>&lt;script&gt;alert(3)&lt;/script&gt;</mark>',
    );
    expect(result.title).toBe('<img src=x onerror=alert(1)>');
    expect(result.text).toBe('<img src=x onerror=alert(1)> "><svg onload=alert(2)> <script>alert(3)</script>');
    expect(result.marks).toEqual(['<script>alert(3)</script>']);
    expect(result.elements).toEqual(['span', 'span', 'mark']);
  });

  it('shows an excerpt that would be markup if written into the page as HTML as text', () => {
    const result = shown('<img src=x onerror=alert(1)>"><svg onload=alert(2)>');
    expect(result.text).toBe('<img src=x onerror=alert(1)>"><svg onload=alert(2)>');
    expect(result.elements).toEqual(['span', 'span']);
  });
});
