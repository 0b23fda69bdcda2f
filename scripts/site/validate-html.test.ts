import { describe, expect, it } from 'vitest';
import { formatProblem, validateHtml } from './validate-html';

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A page</title>${head}</head><body>${body}</body></html>`;
const problems = async (html: string) => (await validateHtml(html, 'dist/page.html')).map(formatProblem);

describe('the HTML check', () => {
  it('passes a page as the standard writes it', async () => {
    expect(await problems(page('<style>p{margin:0}</style>', '<main><p>Words</p></main>'))).toEqual([]);
  });

  it('refuses a style element in the body, at its file, line and column', async () => {
    expect(await problems(page('', '<main><div>\n<style>p{margin:0}</style></div></main>'))).toEqual([
      'dist/page.html:2:2 <style> element is not permitted as content under <div> (element-permitted-content)',
    ]);
  });

  it('refuses what the standard has retired, and a reference to no element', async () => {
    const html = page(
      '',
      '<main><table><tr><td align="right">1</td></tr></table><nav aria-labelledby="x">2</nav></main>',
    );
    expect((await problems(html)).map((line) => line.replace(/^\S+ /, ''))).toEqual([
      'Attribute "align" is deprecated on <td> element (no-deprecated-attr)',
      'Element references missing id "x" (no-missing-references)',
    ]);
  });

  it('refuses a URL holding a space, a data: URL too', async () => {
    const html = page(
      '<link rel="icon" href="data:image/svg+xml,%3Csvg width=%2264%22%3E">',
      '<main><a href="/a b">1</a></main>',
    );
    expect((await problems(html)).map((line) => line.replace(/^\S+ /, ''))).toEqual([
      'href holds " ", which a URL cannot: percent-encode it (portfolio/valid-url)',
      'href holds " ", which a URL cannot: percent-encode it (portfolio/valid-url)',
    ]);
    expect(await problems(page('<link rel="icon" href="data:image/svg+xml,%3Csvg%20width=%2264%22%3E">', ''))).toEqual(
      [],
    );
  });

  it('leaves style to the code: quotes, void elements and attribute order are no errors', async () => {
    expect(
      await problems(page("<meta name='robots' content=index>", '<main><br/><img src="a.png" alt=""></main>')),
    ).toEqual([]);
  });
});
