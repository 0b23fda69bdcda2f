import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedShareImage, shareImageCounts } from './share-cache';

const dir = mkdtempSync(join(tmpdir(), 'share-cache-'));
const site = join(dir, 'site');

beforeAll(() => {
  process.env.SHARE_IMAGE_CACHE = join(dir, 'cache');
});
afterAll(() => {
  delete process.env.SHARE_IMAGE_CACHE;
  rmSync(dir, { recursive: true, force: true });
});

describe('share images kept between builds', () => {
  const card = { title: 'A post', location: '2 May 2024', chips: ['Go'], name: 'Robin' };
  let draws = 0;
  const draw = (text: string) => async () => {
    draws += 1;
    return Buffer.from(text);
  };

  it('are drawn once, then copied for a post that has not changed', async () => {
    await cachedShareImage(join(site, 'writing/a/og.png'), card, draw('first'));
    await cachedShareImage(join(site, 'again/writing/a/og.png'), card, draw('second'));
    expect(draws).toBe(1);
    expect(readFileSync(join(site, 'again/writing/a/og.png'), 'utf8')).toBe('first');
    expect(shareImageCounts).toMatchObject({ drawn: 1, reused: 1 });
  });

  it('are drawn again when anything they show changes: a title, a date, a topic, a name', async () => {
    for (const changed of [
      { ...card, title: 'A post, renamed' },
      { ...card, location: '3 May 2024' },
      { ...card, chips: ['Go', 'CI'] },
      { ...card, name: 'Robin F.' },
    ])
      await cachedShareImage(join(site, 'writing/a/og.png'), changed, draw('changed'));
    expect(draws).toBe(5);
    expect(readFileSync(join(site, 'writing/a/og.png'), 'utf8')).toBe('changed');
  });

  it('leave no half-written image in the cache', () => {
    const files = readdirSync(join(dir, 'cache'));
    expect(files.every((file) => file.endsWith('.png'))).toBe(true);
    expect(existsSync(join(dir, 'cache'))).toBe(true);
  });
});
