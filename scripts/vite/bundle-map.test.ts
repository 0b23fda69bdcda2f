import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shareOfIndex, sourceOf } from './bundle-map';

describe('naming the sources of a chunk', () => {
  const root = '/repo';
  it('names a compiled content file by its file under the content folder', () => {
    expect(sourceOf('/repo/.contentlayer/generated/Site/site.yaml.json', root, 'content')).toBe('content/site.yaml');
    expect(sourceOf('/repo/.contentlayer/generated/Project/projects__cli.yaml.json', root, 'content')).toBe(
      'content/projects/cli.yaml',
    );
  });

  it('names a package by its name and our modules by their path', () => {
    expect(sourceOf('/repo/node_modules/react-dom/cjs/react-dom.production.js', root)).toBe('react-dom');
    expect(sourceOf('/repo/node_modules/@tanstack/router-core/dist/esm/router.js', root)).toBe('@tanstack/router-core');
    expect(sourceOf('/repo/src/routes/contact.tsx?tsr-split=component', root)).toBe('src/routes/contact.tsx');
  });

  it('shares a collection module among its files by the size of each file’s data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-map-'));
    const index = join(dir, '_index.json');
    writeFileSync(
      index,
      JSON.stringify([
        { title: 'x'.repeat(288), _raw: { sourceFilePath: 'projects/big.yaml' } },
        { title: 'y'.repeat(88), _raw: { sourceFilePath: 'projects/small.yaml' } },
      ]),
    );
    const shares = shareOfIndex(index, 400, 'content');
    rmSync(dir, { recursive: true, force: true });
    expect(shares).toEqual({ 'content/projects/big.yaml': 300, 'content/projects/small.yaml': 100 });
  });
});
