import { describe, expect, it } from 'vitest';
import { entriesSince, olderThan } from './changelog';

const changelog = `# Changelog

Intro.

## 2.1.0

Adds tags.

## 2.0.0

Moves the sample.

## 1.10.0

Old news.

## 1.2.0

Older news.
`;

describe("the changelog, read for an owner's update", () => {
  it('compares versions as numbers, part by part', () => {
    expect(olderThan('1.2.0', '1.10.0')).toBe(true);
    expect(olderThan('1.10.0', '2.0.0')).toBe(true);
    expect(olderThan('2.0.0', '2.0.0')).toBe(false);
    expect(olderThan('2.1.0', '2.0.9')).toBe(false);
  });

  it("gives the entries after the fork's version up to the one taken, newest first", () => {
    expect(entriesSince(changelog, '1.10.0', '2.1.0')).toBe('## 2.1.0\n\nAdds tags.\n\n## 2.0.0\n\nMoves the sample.');
    expect(entriesSince(changelog, '1.2.0', '1.10.0')).toBe('## 1.10.0\n\nOld news.');
    expect(entriesSince(changelog, '2.1.0', '2.1.0')).toBe('');
  });
});
