import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html';
import { expandShortcodes } from './shortcodes';

const said = (html: string) => htmlToMarkdown(html).text;
const lost = (html: string) =>
  htmlToMarkdown(html)
    .notes.filter((note) => note.lost)
    .map((note) => note.message);

describe('raw HTML in a post, said in Markdown', () => {
  it('makes a <pre><code class="language-x"> block a fenced block, keeping what is in it', () => {
    expect(said('<pre><code class="language-go">if a &lt; b {\n\treturn\n}\n</code></pre>')).toBe(
      '```go\nif a < b {\n\treturn\n}\n```',
    );
    expect(said('<pre>plain\n  text</pre>')).toBe('```\nplain\n  text\n```');
  });

  it('makes <img> an image, <a href> a link, and <em>, <strong>, <code> and <br> their Markdown', () => {
    expect(said('<p><img src="a.png" alt="A chart"></p>')).toBe('![A chart](a.png)');
    expect(
      said('See <a href="https://x.org/">the docs</a>, <em>now</em> and <strong>here</strong>: <code>x</code>.'),
    ).toBe('See [the docs](https://x.org/), *now* and **here**: `x`.');
    expect(said('<p>One<br>two</p>')).toBe('One\\\ntwo');
  });

  it('rewrites only the blocks that hold HTML; the rest stays as written', () => {
    const text = '# Title\n\n* a list _as written_\n\nText with <b>bold</b>.\n';
    expect(said(text)).toBe('# Title\n\n* a list _as written_\n\nText with **bold**.\n');
  });

  it('replaces an <iframe> or <video> by a link to its address, and removes a <script>, naming each', () => {
    expect(said('<iframe src="https://v.example/embed/1" title="My talk"></iframe>')).toBe(
      '[My talk](https://v.example/embed/1)',
    );
    expect(said('<video src="https://v.example/a.mp4"></video>')).toBe('[video](https://v.example/a.mp4)');
    expect(said('<script>alert(1)</script>')).toBe('');
    expect(lost('<iframe src="https://v.example/embed/1"></iframe>\n\n<script>x</script>')).toEqual([
      'the <iframe> embed was replaced by a link to https://v.example/embed/1',
      'the <script> element was removed: a page shows Markdown only',
    ]);
  });

  it('keeps the text of formatting Markdown has no mark for, and names it', () => {
    expect(said('<p>H<sub>2</sub>O, <u>underlined</u></p>')).toBe('H2O, underlined');
    expect(lost('<p>H<sub>2</sub>O</p>')).toEqual(['the <sub> formatting was dropped; its text is kept']);
  });

  it("takes Hugo's <!--more--> out, keeping what comes before it for the summary", () => {
    const result = htmlToMarkdown('The gist.\n\n<!--more-->\n\nThe rest.');
    expect(result.more).toBe('The gist.\n\n');
    expect(result.text).toBe('The gist.\n\nThe rest.');
    expect(htmlToMarkdown('The gist.<!--more-->\n\nRest.').more).toBe('The gist.');
  });

  it('tells the line of the original a later line came from', () => {
    const result = htmlToMarkdown(
      '<pre>\na\nb\n</pre>\n\nText <b>x</b>\n\n<iframe src="https://v.example/e"></iframe>',
    );
    expect(result.notes.map((note) => note.line)).toEqual([1, 6, 8]);
    expect(result.sourceLine(result.text.split('\n').findIndex((line) => line.startsWith('[')) + 1)).toBe(8);
  });
});

describe("Hugo's shortcodes and Jekyll's Liquid tags, said in Markdown", () => {
  it('makes {{< highlight >}} and {% highlight %} fenced blocks, their code untouched', () => {
    expect(
      expandShortcodes('{{< highlight go "linenos=table" >}}\nfunc a() {\n\n\treturn\n}\n{{< /highlight >}}').text,
    ).toBe('```go\nfunc a() {\n\n\treturn\n}\n```');
    expect(expandShortcodes('{% highlight ruby linenos %}\nputs "#{x}"\n{% endhighlight %}').text).toBe(
      '```ruby\nputs "#{x}"\n```',
    );
    expect(expandShortcodes('{{< highlight md >}}\n```js\nx\n```\n{{< /highlight >}}').text).toBe(
      '````md\n```js\nx\n```\n````',
    );
  });

  it('makes {{< figure >}} an image with its caption, and an embed a link', () => {
    expect(expandShortcodes('{{< figure src="a.png" alt="A chart" caption="Latency" >}}').text).toBe(
      '![A chart](<a.png>)\\\n*Latency*',
    );
    expect(expandShortcodes('{{< youtube dQw4w9WgXcQ >}}').text).toBe(
      '[Video on YouTube](https://www.youtube.com/watch?v=dQw4w9WgXcQ)',
    );
    expect(expandShortcodes('{% gist octocat/1234 %}').text).toBe(
      '[Code on GitHub Gist](https://gist.github.com/octocat/1234)',
    );
  });

  it('keeps {% raw %} text, resolves references to other posts, and drops the site settings from paths', () => {
    expect(expandShortcodes('{% raw %}{{ page.title }}{% endraw %}').text).toBe('{{ page.title }}');
    expect(expandShortcodes('[next]({{< ref "posts/other.md" >}})').text).toBe('[next](posts/other.md)');
    expect(expandShortcodes('[prev]({% post_url 2020-01-01-first %})').text).toBe('[prev](2020-01-01-first)');
    expect(expandShortcodes('![a]({{ site.baseurl }}/img/a.png) {{ "/b.png" | relative_url }}').text).toBe(
      '![a](/img/a.png) /b.png',
    );
  });

  it('removes a shortcode or tag with no Markdown, keeping what it wraps, and names it at its line', () => {
    const result = expandShortcodes(
      'Intro\n\n{{< notice tip >}}\nBe **careful**.\n{{< /notice >}}\n\n{% include toc.html %}',
    );
    expect(result.text).toBe('Intro\n\nBe **careful**.\n\n');
    expect(result.notes.map(({ line, message }) => `${line} ${message}`)).toEqual([
      '3 the shortcode {{< notice tip >}} was removed (what it wraps, if anything, is kept): only Hugo expands it',
      '7 the Liquid tag {% include toc.html %} was removed: only Jekyll runs it',
    ]);
  });

  it('leaves shortcodes written inside code as they are, and shows an escaped one as written', () => {
    const text = '```\n{{< figure src="a.png" >}}\n```\n\n`{% include x %}` and {{</* youtube id */>}}';
    expect(expandShortcodes(text).text).toBe(
      '```\n{{< figure src="a.png" >}}\n```\n\n`{% include x %}` and {{< youtube id >}}',
    );
  });
});
