import { describe, expect, it } from 'vitest';
import { env } from '../../env';
import { annotation, checkContent, formatIssue } from './check';

describe('the content check', () => {
  it("passes the content the repository builds (the owner's, or the sample until they start theirs)", async () => {
    expect((await checkContent(env.contentDir)).map(formatIssue)).toEqual([]);
  });

  it('writes GitHub Actions annotations that point at the file and line', () => {
    const line = annotation({
      file: 'content/skills/cloud.yaml',
      line: 9,
      field: 'skills[2].level',
      message: 'skills[2].level must be 0-100, got 150',
    });
    expect(line).toBe(
      '::error file=content/skills/cloud.yaml,line=9,title=Content%3A skills[2].level::skills[2].level must be 0-100, got 150',
    );
  });
});
