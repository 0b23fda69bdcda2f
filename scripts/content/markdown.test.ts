import { describe, expect, it } from 'vitest';
import { remoteImageKey } from './body-images';
import { compileMarkdown as compile, readingMinutes, tableOfContents } from './markdown';

describe('the Markdown body pipeline', () => {
  it('starts headings at h2, under the page title, and links each to its own anchor', () => {
    expect(compile('# Why we moved\n\n## Data & traffic')).toBe(
      '<h2 id="why-we-moved"><a href="#why-we-moved">Why we moved</a></h2>\n' +
        '<h3 id="data--traffic"><a href="#data--traffic">Data &#x26; traffic</a></h3>',
    );
  });

  it('gives a post with three or more h2 and h3 a table of contents, and a short one none', () => {
    const long = compile('## One\n\ntext\n\n### Two & a half\n\ntext\n\n## Three\n\n#### Deep');
    expect(tableOfContents(long)).toEqual([
      { id: 'one', text: 'One', depth: 2 },
      { id: 'two--a-half', text: 'Two & a half', depth: 3 },
      { id: 'three', text: 'Three', depth: 2 },
    ]);
    expect(tableOfContents(compile('## One\n\n## Two'))).toEqual([]);
  });

  it('highlights code at build time into classes, in any of the common languages, and lets a keyboard scroll it', () => {
    const ts = compile('```ts\nconst x: number = 1;\n```');
    expect(ts).toContain(
      '<pre tabindex="0"><code class="hljs language-ts"><span class="line"><span class="hljs-keyword">const</span>',
    );
    expect(compile('```python\ndef f():\n    return 1\n```')).toContain('<span class="hljs-keyword">def</span>');
    expect(compile('```go\nfunc F() error { return nil }\n```')).toContain('<span class="hljs-keyword">func</span>');
    // No language named: no guessing, plain text.
    expect(compile('```\nplain words\n```')).toContain(
      '<pre tabindex="0"><code><span class="line">plain words</span>\n</code></pre>',
    );
  });

  it("renders GitHub's Markdown as GitHub previews it: tables, task lists, strikethrough, footnotes, bare links", () => {
    const table = compile('| Year | Talk |\n| ---: | --- |\n| 2024 | Raft in anger |');
    expect(table).toContain('<table tabindex="0">');
    // A column's alignment as a data attribute the body's styles read: `align` is obsolete HTML.
    expect(table).toContain('<th data-align="right">Year</th>');
    expect(table).toContain('<td>Raft in anger</td>');
    expect(table).not.toContain('|');
    // Each box is named by its task's words, for a screen reader.
    expect(compile('- [x] done\n- [ ] next')).toContain(
      '<li class="task-list-item"><label><input type="checkbox" checked disabled> done</label></li>',
    );
    expect(compile('~~old~~ new')).toBe('<p><del>old</del> new</p>');
    const notes = compile('A claim.[^1]\n\n[^1]: The source.');
    expect(notes).toMatch(/<sup><a href="#user-content-fn-1"[^>]*>1<\/a><\/sup>/);
    expect(notes).toContain('The source.');
    expect(compile('See https://example.com/talk today.')).toContain(
      '<a href="https://example.com/talk">https://example.com/talk</a>',
    );
    // A link is a navigation, not mixed content: a bare http:// address and www. are links too.
    expect(compile('See http://github.com and www.example.com today.')).toBe(
      '<p>See <a href="http://github.com">http://github.com</a> and <a href="http://www.example.com">www.example.com</a> today.</p>',
    );
    expect(compile('[the old page](http://example.com/old)')).toContain('<a href="http://example.com/old">');
  });

  it('drops raw HTML and every javascript: and data: link or image, keeping the text', () => {
    const html = compile(
      'A <span onclick="x()">raw</span> word.\n\n<script>alert(1)</script>\n\n' +
        '[bad](javascript:alert(1)) [worse](data:text/html,hi) [ok](https://example.com) ![x](data:image/png;base64,AA==)',
    );
    expect(html).not.toMatch(/<script|<span|onclick|javascript:|data:/);
    expect(html).toContain('<a>bad</a>');
    expect(html).toContain('<a href="https://example.com">ok</a>');
  });

  it('lets no owner text out of its text or its quoted attribute, whatever it holds', () => {
    const html = compile(
      '![x" onerror="alert(1)](assets/a.png) <img src=x onerror=alert(1)> [t](https://e.com "a\\" onmouseover=\\"x") `<b>`',
    );
    // An event attribute would need a real quote; the owner's quotes stay &#x22; inside the value.
    expect(html).not.toMatch(/<img src|<b>|\son\w+="/);
    expect(html).toContain('<img data-content-image="assets/a.png" alt="x&#x22; onerror=&#x22;alert(1)">');
    expect(html).toContain('<code>&#x3C;b></code>');
  });

  it('gives headings ids that cannot shadow a global the page reads (DOM clobbering)', () => {
    // An element's id becomes a property of window when nothing else has that name, and one named
    // like addEventListener, or trustedTypes where a browser lacks it, would then be read in its place.
    const globals = ['trustedTypes', 'addEventListener', 'requestIdleCallback', '__TSR_ROUTER__', '$_TSR', 'IDLE'];
    const html = compile(globals.map((name) => `## \`${name}\``).join('\n\n'));
    const ids = [...html.matchAll(/ id="([^"]*)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(globals.length);
    // Slugs are lower case, with no $: no camelCase or capitalised name, the browser's or the app's.
    for (const id of ids) expect(id).toMatch(/^[\p{Ll}\p{Lo}\p{N}_-]+$/u);
    expect(ids).toEqual(['trustedtypes', 'addeventlistener', 'requestidlecallback', '__tsr_router__', '_tsr', 'idle']);
  });

  it('marks images under content/ and https:// ones, by their key, for the image pipeline, and drops any other', () => {
    const remote = 'https://example.com/x.png?a=1&b=2';
    expect(compile(`![A diagram](assets/diagram.png) ![Remote](${remote}) ![Plain](http://example.com/y.png)`)).toBe(
      `<p><img data-content-image="assets/diagram.png" alt="A diagram"> <img data-content-image="${remoteImageKey(remote)}" alt="Remote"> </p>`,
    );
    // A reference image is the same image as an inline one.
    expect(compile(`![Remote][r]\n\n[r]: ${remote}`)).toBe(
      `<p><img data-content-image="${remoteImageKey(remote)}" alt="Remote"></p>`,
    );
  });

  it('reads at 220 words a minute, code blocks aside, at least one minute for any body', () => {
    expect(readingMinutes('')).toBe(0);
    expect(readingMinutes('word '.repeat(10))).toBe(1);
    expect(readingMinutes(`${'word '.repeat(660)}\n\`\`\`\n${'code '.repeat(1000)}\n\`\`\``)).toBe(3);
  });
});
