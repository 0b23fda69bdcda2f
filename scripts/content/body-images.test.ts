import { describe, expect, it } from 'vitest';
import { bodyImages, parseBody, REMOTE_IMAGE_KEY, remoteImageKey } from './body-images';

describe('the images a body shows', () => {
  it('are each inline and reference image, with its address and the line it is on', () => {
    const text = [
      '---',
      'title: A post',
      '---',
      '',
      '![A diagram](assets/diagram.png) and ![](https://example.com/a.png)',
      '',
      '![The chart][chart] [a link][site]',
      '',
      '[chart]: https://example.com/chart.png',
      '[site]: https://example.com',
      '[Chart]: https://example.com/second-definition.png',
    ].join('\n');
    expect(bodyImages(parseBody(text))).toEqual([
      { url: 'assets/diagram.png', alt: 'A diagram', line: 5 },
      { url: 'https://example.com/a.png', alt: '', line: 5 },
      { url: 'https://example.com/chart.png', alt: 'The chart', line: 7 },
    ]);
  });

  it('are not a link, code, or an image reference with no definition', () => {
    const text = '[![x](assets/a.png)](https://e.com) `![y](assets/b.png)`\n\n    ![z](assets/c.png)\n\n![w][nowhere]';
    expect(bodyImages(parseBody(text)).map((image) => image.url)).toEqual(['assets/a.png']);
  });
});

describe("a remote image's key", () => {
  it('is the same for the same address, another for another, and looks like no file under content/', () => {
    const key = remoteImageKey('https://example.com/a.png');
    expect(key).toBe(remoteImageKey('https://example.com/a.png'));
    expect(key).not.toBe(remoteImageKey('https://example.com/a.png?v=2'));
    expect(key).toMatch(REMOTE_IMAGE_KEY);
    expect(key).not.toMatch(/\.(png|jpe?g|webp|avif|svg)$/);
  });
});
