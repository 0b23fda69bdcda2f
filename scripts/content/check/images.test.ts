import { mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/content/model';
import { scratchDir } from '../../test/scratch';
import { imageFileProblem } from './images';
import { formatBytes } from './report';

const dir = scratchDir('content-images');

describe('the images content names', () => {
  it('are refused over the size limit before anything decodes them', () => {
    mkdirSync(join(dir, 'assets'));
    const file = join(dir, 'assets/photo.jpg');
    writeFileSync(file, '');
    // A sparse file: the size is all the check reads.
    truncateSync(file, LIMITS.imageBytes + 1);
    expect(imageFileProblem(dir, 'assets/photo.jpg', '"assets/photo.jpg"')).toBe(
      `names an image of 20.1 MB: assets/photo.jpg; an image may be at most 20 MB (save a smaller copy, e.g. 1600 pixels wide)`,
    );
  });

  it('are named from content/, with or without the leading slash the editor at /admin writes', () => {
    mkdirSync(join(dir, 'uploads'));
    writeFileSync(join(dir, 'uploads/me.jpg'), 'a small file');
    expect(imageFileProblem(dir, 'uploads/me.jpg', '"uploads/me.jpg"')).toBeNull();
    expect(imageFileProblem(dir, '/uploads/me.jpg', '"/uploads/me.jpg"')).toBeNull();
    expect(imageFileProblem(dir, '/../uploads/me.jpg', '"/../uploads/me.jpg"')).toMatch(/^must be an image file path/);
    expect(imageFileProblem(dir, '//uploads/me.jpg', '"//uploads/me.jpg"')).toMatch(/^must be an image file path/);
  });

  it('are sized in the units a file manager shows', () => {
    expect(formatBytes(LIMITS.fileBytes)).toBe('256 KB');
    expect(formatBytes(330_547)).toBe('323 KB');
    expect(formatBytes(5 * 1024 * 1024 + 1)).toBe('5.1 MB');
  });
});
