import { describe, expect, it, vi } from 'vitest';
import { loadEntryBody } from './section-body';

// A built image whose addresses hold the characters that could end an attribute or open a tag:
// the body's <picture> must carry them escaped, as the compiled markdown carries the alt text.
vi.mock('virtual:content-images', () => ({
  default: {
    'assets/a.png': {
      src: '/assets/a"><script>x</script>.png',
      srcSet: '/assets/a"1.png 1x, /assets/a<2.png 2x',
      width: 640,
      height: 480,
      sources: [{ type: 'image/avif', srcSet: '/assets/a" onerror="x.avif 1x' }],
    },
  },
}));
vi.mock('virtual:section-bodies', () => ({
  default: {
    'writing/hostile': async () => ({
      default: {
        html: '<p><img data-content-image="assets/a.png" alt="x&#x22; onerror=&#x22;alert(1)"> <img data-content-image="assets/gone.png" alt="gone"></p>',
        toc: [],
      },
    }),
  },
}));

describe("a section entry's body, loaded by the app", () => {
  it('puts every address of a built image in its <picture> escaped, and the alt text as the build escaped it', async () => {
    const { html } = await loadEntryBody('writing', 'hostile');
    expect(html).toContain('src="/assets/a&quot;>&lt;script>x&lt;/script>.png"');
    expect(html).toContain('srcset="/assets/a&quot;1.png 1x, /assets/a&lt;2.png 2x"');
    expect(html).toContain('<source type="image/avif" srcset="/assets/a&quot; onerror=&quot;x.avif 1x">');
    expect(html).toContain('alt="x&#x22; onerror=&#x22;alert(1)"');
    expect(html).not.toMatch(/<script|\son\w+="/);
  });

  it('leaves a marker for an image the build did not make as it is: no address, nothing loaded', async () => {
    const { html } = await loadEntryBody('writing', 'hostile');
    expect(html).toContain('<img data-content-image="assets/gone.png" alt="gone">');
  });
});
