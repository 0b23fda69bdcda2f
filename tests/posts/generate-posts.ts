/**
 * `npx tsx tests/posts/generate-posts.ts <dir> [count]`: a Hugo blog of `count` posts (200 by
 * default) for the import's budget: YAML and TOML front matter in turn, code in shortcodes and
 * <pre>, raw HTML, a figure from the static folder, every tenth a page bundle with its own image
 * and a French translation. Writes <dir>/content/posts/ and <dir>/static/.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const [dir, countArg = '200'] = process.argv.slice(2);
if (!dir) throw new Error('Usage: npx tsx tests/posts/generate-posts.ts <dir> [count]');
const count = Number(countArg);
const posts = join(dir, 'content', 'posts');
rmSync(dir, { recursive: true, force: true });
mkdirSync(posts, { recursive: true });
mkdirSync(join(dir, 'static', 'images'), { recursive: true });

const png = (n: number) =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: { r: n % 256, g: 90, b: 160 } } })
    .png()
    .toBuffer();

const body = (n: number) => `Post ${n} opens with a sentence about latency budgets.

<!--more-->

## Measuring

{{< highlight go >}}
func handler${n}(w http.ResponseWriter, r *http.Request) {
	defer metrics.Observe(time.Since(start))
}
{{< /highlight >}}

{{< figure src="/images/chart-${n % 20}.png" alt="Chart ${n % 20}" caption="p99 over a week" >}}

The encoder is documented <a href="https://pkg.go.dev/encoding/json">on pkg.go.dev</a>, and <em>it is fine</em>.

<pre><code class="language-bash">go test -bench=. ./pkg/${n}/...
</code></pre>

{{< youtube id${n} >}}

| Run | p50 | p99 |
| --- | --- | --- |
| ${n} | 12 ms | <b>45 ms</b> |
`;

const yaml = (n: number) => `---
title: "Post number ${n}: tuning services"
date: 2024-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}T09:30:00+02:00
lastmod: 2024-12-01
tags: ["Go", "Performance", "Tag ${n % 7}"]
categories: ["Engineering"]
series: ["Notes"]
ShowToc: true
cover:
  image: "/images/chart-${n % 20}.png"
  alt: "Cover of post ${n}"
---
`;
const toml = (n: number) => `+++
title = "Post number ${n}: tuning services"
date = 2023-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}T08:00:00Z
tags = ["Terraform", "Tag ${n % 7}"]
weight = ${n}
+++
`;

for (let n = 0; n < 20; n++) writeFileSync(join(dir, 'static', 'images', `chart-${n}.png`), await png(n));
for (let n = 1; n <= count; n++) {
  const text = `${n % 2 ? yaml(n) : toml(n)}\n${body(n)}`;
  if (n % 10 === 0) {
    const bundle = join(posts, `bundle-${n}`);
    mkdirSync(bundle);
    writeFileSync(join(bundle, 'index.md'), `${text}\n![Its own diagram](diagram.png)\n`);
    writeFileSync(join(bundle, 'index.fr.md'), `---\ntitle: "Article ${n}"\n---\n\nUn article en français.\n`);
    writeFileSync(join(bundle, 'diagram.png'), await png(n));
  } else writeFileSync(join(posts, `post-${n}.md`), text);
}
console.log(`Wrote ${count} posts into ${posts} and 20 images into ${join(dir, 'static')}.`);
