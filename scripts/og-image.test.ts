import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '@/styles/theme.css';
import { initials, renderFavicon, renderShareCard, renderTouchIcon } from './og-image';

const content = {
  name: 'Ada Example',
  title: 'Full-Stack Developer & Cloud Solutions Architect',
  location: 'Dublin, Ireland',
  chips: ['Full-Stack Developer', 'Dublin Ireland'],
  siteUrl: 'https://ada.example.com',
};

describe('build-time images', () => {
  it('draws the share card from content as a 1200x630 PNG under 100 KB', async () => {
    const png = await renderShareCard(content, lightTheme);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(png.length).toBeLessThan(100_000);
  }, 20_000);

  it('draws a different card when the content changes', async () => {
    const first = await renderShareCard(content, lightTheme);
    const second = await renderShareCard({ ...content, name: 'Grace Example' }, lightTheme);
    expect(second.equals(first)).toBe(false);
  }, 20_000);

  it('draws the favicon as an SVG of the initials in the theme colours, text as paths', async () => {
    const svg = await renderFavicon('Ada Example', lightTheme);
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 64 64"/);
    expect(svg).not.toContain('<text');
    expect(svg).toContain(lightTheme.color.primaryStrong);
    expect(svg).toContain(lightTheme.color.onPrimary);
  });

  it('draws a 180x180 opaque home-screen icon', async () => {
    const icon = sharp(await renderTouchIcon('Ada Example', lightTheme));
    expect(await icon.metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    expect((await icon.stats()).isOpaque).toBe(true);
  });

  it('takes initials from the first and last names', () => {
    expect(initials('Robin Fixture')).toBe('RF');
    expect(initials('  Ada  Lovelace Byron ')).toBe('AB');
    expect(initials('Cher')).toBe('C');
    expect(initials('émile zola')).toBe('ÉZ');
  });
});
