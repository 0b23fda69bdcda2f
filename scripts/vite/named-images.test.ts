import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { materialize } from '../../tests/content/cases';
import { namedImages } from './named-images';

let content: ReturnType<typeof materialize> | undefined;
afterEach(() => content?.remove());

/** The fixture content with these posts in a Notes section. */
function withPosts(posts: Record<string, string>): string {
  content = materialize();
  const folder = join(content.dir, 'sections', 'notes');
  mkdirSync(folder, { recursive: true });
  for (const [name, body] of Object.entries(posts))
    writeFileSync(join(folder, name), `---\ntitle: ${name}\ndate: 2024-01-01\n---\n${body}`);
  return content.dir;
}

describe('the images content names', () => {
  it('finds inline and reference images at their lines, and nothing in a body without one', () => {
    const dir = withPosts({
      'with-images.md':
        'Words.\n\n![A chart](https://images.example.com/chart.png)\n\n![A figure][figure]\n\n[figure]: /assets/figure.png\n',
      // Only `![` starts an image: a spaced "! [" is text, a link is a link.
      'without.md': 'Not an image: ! [x](https://images.example.com/x.png), and a [link](https://example.com/y.png).\n',
    });
    const named = namedImages(dir, { preview: false, today: '2030-01-01' });
    expect(named.remote.map(({ url, uses }) => ({ url, uses }))).toEqual([
      {
        url: 'https://images.example.com/chart.png',
        uses: [{ file: 'content/sections/notes/with-images.md', line: 7 }],
      },
    ]);
    expect(named.local.map((image) => image.path)).toContain('/assets/figure.png');
  });
});
