import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { palette } from '@/styles/palette';
import { missingGlyphs, renderFavicon, renderShareCard, renderTouchIcon } from './og-image';
import { shareFonts } from './share-fonts';
import { initials, shareText } from './share-text';

const content = {
  name: 'Ada Example',
  title: 'Full-Stack Developer & Cloud Solutions Architect',
  location: 'Dublin, Ireland',
  chips: ['Full-Stack Developer', 'Dublin Ireland'],
  siteUrl: 'https://ada.example.com',
};

describe('build-time images', () => {
  it('draws the share card from content as a 1200x630 PNG under 100 KB', async () => {
    const png = await renderShareCard(content, palette.light);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(png.length).toBeLessThan(100_000);
  }, 20_000);

  it('draws a different card when the content changes', async () => {
    const first = await renderShareCard(content, palette.light);
    const second = await renderShareCard({ ...content, name: 'Grace Example' }, palette.light);
    expect(second.equals(first)).toBe(false);
  }, 20_000);

  it('draws the favicon as an SVG of the initials in the theme colours, text as paths', async () => {
    const svg = await renderFavicon('Ada Example', palette.light);
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 64 64"/);
    expect(svg).not.toContain('<text');
    expect(svg).toContain(palette.light.color.primaryStrong);
    expect(svg).toContain(palette.light.color.onPrimary);
  });

  it('draws a 180x180 opaque home-screen icon', async () => {
    const icon = sharp(await renderTouchIcon('Ada Example', palette.light));
    expect(await icon.metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    expect((await icon.stats()).isOpaque).toBe(true);
  });

  it('takes initials from the first and last names', () => {
    expect(initials('Robin Fixture')).toBe('RF');
    expect(initials('  Ada  Lovelace Byron ')).toBe('AB');
    expect(initials('Cher')).toBe('C');
    expect(initials('émile zola')).toBe('ÉZ');
  });

  it('takes initials in any script, accents and all', () => {
    expect(initials('Иван Петров')).toBe('ИП');
    expect(initials('王小明')).toBe('王');
    expect(initials('Zoë العلي')).toBe('Zا');
    expect(initials('Ẩn Nguyễn')).toBe('ẨN');
  });
});

describe('build-time images in any script', () => {
  const international = {
    name: 'Đặng Thị Ánh محمد',
    title: 'Programistka · Разработчик · 软件工程师 · Μηχανικός · مهندسة برمجيات',
    location: 'Kraków, Polska',
    chips: ['Łódź', 'Hà Nội', '北京', 'Αθήνα', 'القاهرة'],
    siteUrl: 'https://anh.example.com',
  };

  it('has a glyph for every character of the card and icons in Polish, Vietnamese, Cyrillic, Greek, Chinese and Arabic', async () => {
    expect(shareText(international)).toContain('软件工程师');
    expect(await missingGlyphs(international)).toEqual([]);
  }, 60_000);

  it('has a glyph for every character the international owner set draws', async () => {
    const site = parse(readFileSync('tests/owners/international/site.yaml', 'utf8'));
    expect(await missingGlyphs(site)).toEqual([]);
  }, 60_000);

  it('names the characters no embedded font draws', async () => {
    // An Egyptian hieroglyph: no embedded font has one. Emoji are drawn, by Noto Emoji.
    expect(await missingGlyphs({ ...international, name: 'Ada \u{13000}' })).toEqual(['\u{13000}']);
    expect(await missingGlyphs({ ...international, name: 'Ada \u{1F600}' })).toEqual([]);
  }, 60_000);

  it('lays out Arabic words right to left and joined, as a browser does', async () => {
    const [first, second] = ['مهندسة', 'برمجيات'];
    const { fonts, families } = await shareFonts(`${first} ${second}`, [400]);
    /** The outline satori draws for `text` on one line from the left edge. */
    const outline = async (text: string) => {
      const line = createElement('div', { style: { display: 'flex', fontFamily: families, fontSize: 40 } }, text);
      const svg = await satori(line, { width: 600, height: 80, fonts });
      return /<path[^>]* d="([^"]+)"/.exec(svg)?.[1] ?? '';
    };
    const phrase = await outline(`${first} ${second}`);
    // Read right to left, the first word is on the right: the line starts, at its left edge,
    // with the second word exactly as it is drawn alone (shaped, its letters joined).
    expect(phrase).toContain(await outline(second));
    expect(phrase).not.toContain(await outline(first));
  }, 60_000);

  it('draws a Chinese or Arabic initial instead of an empty icon', async () => {
    const blank = await renderFavicon(' ', palette.light);
    for (const name of ['王小明', 'Иван Петров', 'سارة العلي']) {
      const svg = await renderFavicon(name, palette.light);
      expect(svg.length, name).toBeGreaterThan(blank.length + 200);
    }
  }, 60_000);
});
