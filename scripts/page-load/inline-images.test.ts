import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../test/scratch';
import {
  FIRST_ROUND_TRIP,
  fitsFirstRoundTrip,
  GITHUB_PAGES_HEADERS,
  INLINE_LIMIT,
  inlineSmallImages,
  RESPONSE_HEADERS,
} from './inline-images';

const dir = scratchDir('inline-images');
const file = (name: string, bytes: number) => {
  writeFileSync(join(dir, name), Buffer.alloc(bytes, 7));
  return name;
};
const small1x = file('small-320.avif', 900);
const small2x = file('small-640.avif', INLINE_LIMIT);
const large2x = file('photo-640.avif', INLINE_LIMIT + 1);
const fileOf = (url: string) => (url.startsWith('/assets/') ? join(dir, url.slice('/assets/'.length)) : null);

const picture = (avif: string) =>
  `<picture><source type="image/avif" srcSet="${avif}"/><source type="image/webp" srcSet="/assets/small-640.webp 2x"/>` +
  '<img src="/assets/small-320.jpg" srcSet="/assets/small-320.jpg 1x, /assets/small-640.jpg 2x" alt="Me"/></picture>';

describe('small images in the page', () => {
  it('carries an AVIF source as its largest file, a data: URL, when that file is within the limit', () => {
    const html = inlineSmallImages(picture(`/assets/${small1x} 1x, /assets/${small2x} 2x`), fileOf);
    const srcSet = /type="image\/avif" srcSet="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(srcSet).toMatch(/^data:image\/avif;base64,[A-Za-z0-9+/=]+ 2x$/);
    expect(Buffer.from(srcSet.split(',')[1]?.split(' ')[0] ?? '', 'base64').length).toBe(INLINE_LIMIT);
  });

  it('leaves the WebP and JPEG fallbacks as files, for browsers without AVIF', () => {
    const html = inlineSmallImages(picture(`/assets/${small2x} 2x`), fileOf);
    expect(html).toContain('srcSet="/assets/small-640.webp 2x"');
    expect(html).toContain('src="/assets/small-320.jpg" srcSet="/assets/small-320.jpg 1x, /assets/small-640.jpg 2x"');
  });

  it('leaves a photograph over the limit, another site’s image and a missing file as links', () => {
    for (const srcSet of [
      `/assets/${small1x} 1x, /assets/${large2x} 2x`,
      'https://example.com/me.avif 2x',
      '/assets/gone-640.avif 2x',
    ])
      expect(inlineSmallImages(picture(srcSet), fileOf)).toBe(picture(srcSet));
  });
});

describe('fitsFirstRoundTrip', () => {
  // Random bytes as base64, as an inlined image is: Brotli cannot shrink them below 3 bytes in 4.
  const page = (bytes: number) => `<p>${randomBytes(bytes).toString('base64')}</p>`;

  it('takes a page whose compressed body and headers fit the first 14.6 KB', () => {
    expect(fitsFirstRoundTrip(page(9_000))).toBe(true);
  });

  it('refuses a page that would need a second round trip', () => {
    expect(fitsFirstRoundTrip(page(FIRST_ROUND_TRIP - RESPONSE_HEADERS + 100))).toBe(false);
  });

  it('refuses a page that fits as Brotli sends it but not as gzip, all GitHub Pages sends', () => {
    // Words in a random order, as a page's text is to a compressor: Brotli, with its dictionary of
    // common words, sends 9,200 of them in 12.6 KB, gzip in 14.3 KB.
    const vocabulary = (
      'the a portfolio engineer built service payments team cloud data pipeline react typescript design system ' +
      'latency users million requests daily reduced cost improved reliability led migration kubernetes ' +
      'observability tracing metrics alerts incident review mentor hiring roadmap product growth search ranking ' +
      'model training inference edge cache database postgres queue kafka stream batch analytics dashboard ' +
      'accessibility performance budget bundle font image layout mobile phone desktop'
    ).split(' ');
    let seed = 1;
    const next = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed;
    };
    const words = Array.from({ length: 9_200 }, () => vocabulary[next() % vocabulary.length]);
    const html = `<p>${words.join(' ')}</p>`;
    expect(brotliCompressSync(html).length + RESPONSE_HEADERS).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    expect(gzipSync(html).length + GITHUB_PAGES_HEADERS).toBeGreaterThan(FIRST_ROUND_TRIP);
    expect(fitsFirstRoundTrip(html)).toBe(false);
  });
});
