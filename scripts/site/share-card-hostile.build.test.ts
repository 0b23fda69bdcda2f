import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { palette } from '@/styles/palette';
import { renderShareCard } from './og-image';
import { shareCard } from './share-style';

const content = {
  name: 'Ada Example',
  title: 'Full-Stack Developer',
  location: 'Dublin, Ireland',
  chips: ['Full-Stack Developer', 'Dublin Ireland'],
  siteUrl: 'https://ada.example.com',
};

/** The card's pixels, and whether anything but the background is drawn in a column of it. */
async function card(overrides: Partial<typeof content>) {
  const { data, info } = await sharp(await renderShareCard({ ...content, ...overrides }, palette.light))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  const background = at(info.width - 2, 2);
  const drawnInColumn = (x: number) => {
    // The brand stripe at the foot spans the width; the column is read above it.
    for (let y = 0; y < info.height - shareCard.stripeHeight; y++)
      if (at(x, y).some((value, channel) => Math.abs(value - (background[channel] ?? 0)) > 24)) return true;
    return false;
  };
  return { data, drawnInColumn, width: info.width };
}

describe('the share card with hostile content', () => {
  it('keeps 80-character words inside its margin', async () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(3).slice(0, 80);
    const { drawnInColumn, width } = await card({ name: word, title: `${word} ${word}`, chips: [word] });
    for (let x = width - shareCard.padding + 8; x < width; x += 4) expect(drawnInColumn(x), `column ${x}`).toBe(false);
  }, 30_000);

  it('ends a name cut at its second line with an ellipsis', async () => {
    /** How much of the card is dark: its channels below half, in text, chips and stripe. */
    const ink = ({ data }: Awaited<ReturnType<typeof card>>) => data.filter((value) => value < 128).length;
    const shown = 'Maximiliana Alexandrovna Konstantinopolskaya-';
    const cut = await card({ name: `${shown}Wolfeschlegelsteinhausen Bergerdorff` });
    const whole = await card({ name: shown });
    // The three dots of a 76 px ellipsis are hundreds of dark pixels the whole name lacks.
    expect(ink(cut)).toBeGreaterThan(ink(whole) + 300);
  }, 30_000);

  it('draws a name of emoji alone, not a blank', async () => {
    const foxes = await card({ name: '🦊🚀🌍', title: '🦊' });
    const octopus = await card({ name: '🐙🎸🌊', title: '🐙' });
    expect(foxes.data.equals(octopus.data)).toBe(false);
  }, 30_000);
});
