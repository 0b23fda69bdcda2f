import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unpublishedEntries } from './publication';

const dir = mkdtempSync(join(tmpdir(), 'publication-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
};

write(
  'sections/writing/draft.md',
  '\uFEFF---\r\ntitle: A draft\r\ndate: 2030-01-01\r\ndraft: true\r\n---\r\nWords.\r\n',
);
write('sections/writing/tomorrow.md', '---\ntitle: Tomorrow\ndate: 2030-06-16\n---\n');
write('sections/writing/today.md', '---\ntitle: Today\ndate: 2030-06-15\n---\n');
write('sections/writing/undated.md', '---\ntitle: Undated\n---\n');
write('sections/talks/later.md', '---\ntitle: Later\ndate: "2031-01-01"\ndraft: false\n---\n');
write('sections/talks/broken.md', '---\ntitle: [unclosed\ndraft: true\n---\n');
write('sections/talks/notes.txt', 'draft: true');

describe('the section entries a build leaves out', () => {
  it('are the drafts and those dated after its day, each with the line that says so', () => {
    expect(unpublishedEntries(dir, '2030-06-15')).toEqual([
      { path: 'sections/talks/later.md', state: 'scheduled', date: '2031-01-01', line: 3 },
      { path: 'sections/writing/draft.md', state: 'draft', date: '2030-01-01', line: 4 },
      { path: 'sections/writing/tomorrow.md', state: 'scheduled', date: '2030-06-16', line: 3 },
    ]);
  });

  it('include a post dated tomorrow until the build of that day, which publishes it', () => {
    const paths = (today: string) => unpublishedEntries(dir, today).map((entry) => entry.path);
    expect(paths('2030-06-15')).toContain('sections/writing/tomorrow.md');
    expect(paths('2030-06-16')).not.toContain('sections/writing/tomorrow.md');
  });

  it('leave a file whose fields do not parse to the content check, which names its line', () => {
    expect(unpublishedEntries(dir, '2030-06-15').map((entry) => entry.path)).not.toContain('sections/talks/broken.md');
  });

  it('are none where there are no sections', () => {
    expect(unpublishedEntries(join(dir, 'nowhere'), '2030-06-15')).toEqual([]);
  });
});
