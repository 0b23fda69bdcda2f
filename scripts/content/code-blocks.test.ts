import { describe, expect, it } from 'vitest';
import { parseCodeMeta, splitLines } from './code-blocks';
import { compileMarkdown as compile } from './markdown';

const lines = (html: string) => [...html.matchAll(/<(span|mark|ins|del) class="line[^"]*">([\s\S]*?)<\/\1>\n/g)];

describe('code blocks', () => {
  it('read a title and highlighted lines from the meta, in the common {1,3-5} syntax', () => {
    expect(parseCodeMeta('title="server.ts" {2,4-6}')).toEqual({
      title: 'server.ts',
      highlight: [2, 4, 5, 6],
      problems: [],
    });
    expect(parseCodeMeta("{3} title='a b.ts'")).toEqual({ title: 'a b.ts', highlight: [3], problems: [] });
    expect(parseCodeMeta('showLineNumbers')).toEqual({ title: null, highlight: [], problems: [] });
    expect(parseCodeMeta('{5-2}').problems).toEqual([
      'cannot read the highlighted lines {5-2}: write line numbers and ranges, e.g. {2,4-6}',
    ]);
  });

  it('show a title above the block as its caption, and a slot for the copy button the app fills', () => {
    const html = compile('```ts title="server.ts"\nconst port = 8080;\n```');
    expect(html).toMatch(
      /^<figure class="code-block"><figcaption class="code-title" dir="auto">server\.ts<\/figcaption><span data-copy=""><\/span><pre tabindex="0"><code class="hljs language-ts">/,
    );
    // Without a title the language labels the block; a block with neither still gets its slot.
    expect(compile('```py\nx = 1\n```')).toMatch(
      /^<div class="code-block"><span class="code-title" dir="auto">py<\/span><span data-copy="">/,
    );
    expect(compile('```\nnpm test\n```')).toBe(
      '<div class="code-block"><span data-copy=""></span><pre tabindex="0"><code><span class="line">npm test</span>\n</code></pre></div>',
    );
  });

  it('mark highlighted lines as <mark>, across a comment that spans lines, keeping the colours', () => {
    const html = compile('```ts {2-3}\nconst a = 1;\n/* one\ntwo */\nlet b = 2;\n```');
    expect(lines(html).map(([, tag]) => tag)).toEqual(['span', 'mark', 'mark', 'span']);
    expect(html).toContain('<mark class="line"><span class="hljs-comment">/* one</span></mark>');
    expect(html).toContain('<mark class="line"><span class="hljs-comment">two */</span></mark>');
    // The braces may sit against the language, as some generators write them.
    expect(lines(compile('```js{1}\nx()\n```')).map(([, tag]) => tag)).toEqual(['mark']);
  });

  it('mark a diff\'s lines as <ins> and <del> with their signs in view, coloured in the language after "diff-"', () => {
    const html = compile('```diff-ts\n@@ -1 +1 @@\n-const a = 1;\n+const a = 2;\n keep();\n```');
    expect(lines(html).map(([, tag]) => tag)).toEqual(['span', 'del', 'ins', 'span']);
    expect(html).toContain('<pre class="diff" tabindex="0"><code class="hljs language-ts">');
    expect(html).toContain('<del class="line"><span class="sign">-</span><span class="hljs-keyword">const</span>');
    expect(html).toContain('<ins class="line"><span class="sign">+</span><span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="line hunk">@@');
    // A plain diff is not coloured as a language, only marked.
    expect(compile('```diff\n+added\n-removed\n```')).toContain(
      '<code><ins class="line"><span class="sign">+</span>added</ins>\n<del class="line"><span class="sign">-</span>removed</del>\n</code>',
    );
  });

  it("keep the code's text as written, so a copy is the block's text", () => {
    const html = compile('```diff-ts\n-a\n+b\n```');
    const text = html.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<');
    expect(text).toBe('diff-ts-a\n+b\n');
  });

  it('split highlighted code into lines, cutting a span that crosses a line end', () => {
    const split = splitLines([
      { type: 'text', value: 'a\n' },
      { type: 'element', tagName: 'span', properties: {}, children: [{ type: 'text', value: 'b\nc' }] },
      { type: 'text', value: '\n' },
    ]);
    expect(split).toHaveLength(3);
    expect(split[1]).toEqual([
      { type: 'element', tagName: 'span', properties: {}, children: [{ type: 'text', value: 'b' }] },
    ]);
    expect(split[2]).toEqual([
      { type: 'element', tagName: 'span', properties: {}, children: [{ type: 'text', value: 'c' }] },
    ]);
  });

  it('let nothing but text through the meta: a title with markup stays text', () => {
    const html = compile('```ts title="<img src=x onerror=alert(1)>"\nx\n```');
    expect(html).not.toMatch(/<img|onerror="/);
    expect(html).toContain('<figcaption class="code-title" dir="auto">&#x3C;img src=x onerror=alert(1)></figcaption>');
  });
});
