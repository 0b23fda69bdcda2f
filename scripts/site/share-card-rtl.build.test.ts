import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { palette } from '@/styles/palette';
import { renderShareCard } from './og-image';
import { shareCard } from './share-style';
import type { ShareCardContent } from './share-text';

const arabic: ShareCardContent = {
  name: 'سارة العلي',
  title: 'مهندسة برمجيات',
  location: 'القاهرة',
  chips: ['مطوّرة واجهات', 'خمس سنوات'],
  siteUrl: 'https://sara.example.com',
};

const { width, height, padding, monogramSize, stripeHeight } = shareCard;
const hex = (value: string) => [1, 3, 5].map((at) => Number.parseInt(value.slice(at, at + 2), 16));

/** The card's pixels: whether a point differs from the background, and its colour. */
async function card(content: ShareCardContent) {
  const { data } = await sharp(await renderShareCard(content, palette.light))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
  const background = at(width - 2, 2);
  const drawn = (x: number, y: number) =>
    at(x, y).some((value, channel) => Math.abs(value - (background[channel] ?? 0)) > 24);
  /** The leftmost and rightmost drawn columns above the brand stripe. */
  const extent = () => {
    const columns = Array.from({ length: width }, (_, x) => x).filter((x) =>
      Array.from({ length: height - stripeHeight }, (_, y) => y).some((y) => drawn(x, y)),
    );
    return { left: Math.min(...columns), right: Math.max(...columns) };
  };
  return { at, drawn, extent };
}

const distance = (a: number[], b: number[]) =>
  a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)), 0);
const monogramRow = padding + monogramSize / 2;

describe('the share card in a right-to-left language', () => {
  it('starts at the right: the monogram and every line hug the right margin', async () => {
    const rtl = await card({ ...arabic, dir: 'rtl' });
    expect(rtl.drawn(width - padding - 8, monogramRow)).toBe(true);
    expect(rtl.drawn(padding + 8, monogramRow)).toBe(false);
    const { left, right } = rtl.extent();
    expect(right).toBe(width - padding - 1);
    expect(left).toBeGreaterThan(width / 2);
  }, 60_000);

  it('is the left-to-right card mirrored, the same content and size', async () => {
    const ltr = await card(arabic);
    expect(ltr.drawn(padding + 8, monogramRow)).toBe(true);
    expect(ltr.drawn(width - padding - 8, monogramRow)).toBe(false);
    const { left, right } = ltr.extent();
    expect(left).toBe(padding);
    expect(right).toBeLessThan(width / 2);
  }, 60_000);

  it('runs its brand stripe from the primary colour at the right to the secondary at the left', async () => {
    const { brandPrimary, brandSecondary } = palette.light.color;
    const stripe = height - stripeHeight / 2;
    for (const [dir, primaryEnd, secondaryEnd] of [
      ['rtl', width - 2, 2],
      ['ltr', 2, width - 2],
    ] as const) {
      const { at } = await card({ ...arabic, dir });
      expect(distance(at(primaryEnd, stripe), hex(brandPrimary)), dir).toBeLessThan(40);
      expect(distance(at(secondaryEnd, stripe), hex(brandSecondary)), dir).toBeLessThan(40);
    }
  }, 60_000);
});
