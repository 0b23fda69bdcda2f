import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { servedHtml } from './assemble';
import { CSP_PLACEHOLDER } from './seo-build';

// An inlined image is base64 of compressed bytes, which Brotli cannot shrink: random bytes stand in.
const portrait = (bytes: number) => `<img src="data:image/avif;base64,${randomBytes(bytes).toString('base64')}">`;
const meta = '<meta http-equiv="Content-Security-Policy" content="img-src \'self\' data:">';
const withoutImages = `${meta}<img src="/assets/portrait.avif">`;

describe('servedHtml', () => {
  it('serves the page with its image inside while it fits the first round trip', () => {
    const html = `${meta}${portrait(3_000)}`;
    expect(servedHtml({ html, withoutImages: `${CSP_PLACEHOLDER}<img src="/assets/portrait.avif">` }, meta)).toBe(html);
  });

  it('serves the page with the image as a file, with the same CSP, once inlining would cost a second round trip', () => {
    const html = `${meta}${portrait(14_000)}`;
    expect(servedHtml({ html, withoutImages: `${CSP_PLACEHOLDER}<img src="/assets/portrait.avif">` }, meta)).toBe(
      withoutImages,
    );
  });

  it('serves a page that inlined nothing as it is, however large', () => {
    const html = `${meta}<p>${randomBytes(20_000).toString('base64')}</p>`;
    expect(servedHtml({ html }, meta)).toBe(html);
  });
});
