import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { layContent } from './overlay';

const roots: string[] = [];
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'overlay-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
const into = () => join(tree({}), 'out');
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('laying a content set over the fixtures', () => {
  it('keeps what the set does not change and replaces what it does', () => {
    const base = tree({ 'site.yaml': 'base', 'pages/home.yaml': 'home', 'pages/new.yaml': 'new' });
    const out = into();
    layContent(base, [tree({ 'pages/home.yaml': 'mine' })], out);
    expect(readFileSync(join(out, 'pages/home.yaml'), 'utf8')).toBe('mine');
    expect(readFileSync(join(out, 'pages/new.yaml'), 'utf8')).toBe('new');
    expect(readFileSync(join(out, 'site.yaml'), 'utf8')).toBe('base');
  });

  it('removes the folders and files its remove.txt names, and copies none of its own notes', () => {
    const base = tree({ 'projects/a.yaml': 'a', 'social/x.yaml': 'x', 'site.yaml': 's' });
    const out = into();
    layContent(base, [tree({ 'remove.txt': '# gone\nprojects/\nsocial/x.yaml\n', 'social/y.yaml': 'y' })], out);
    expect(readdirSync(out).sort()).toEqual(['site.yaml', 'social']);
    expect(readdirSync(join(out, 'social'))).toEqual(['y.yaml']);
  });

  it('fails on a remove.txt that names what the fixtures lack, so a stale list is never silent', () => {
    expect(() => layContent(tree({ 'site.yaml': 's' }), [tree({ 'remove.txt': 'talks/\n' })], into())).toThrow(
      /removes talks\/, which .* lacks/,
    );
  });
});
