import { describe, expect, it } from 'vitest';
import { checkContent, formatIssue } from './check';

describe('the content check pointed at no folder', () => {
  it('says so at the name it was given, instead of a stack trace', async () => {
    expect((await checkContent('/nonexistent/content', 'my-content')).map(formatIssue)).toEqual([
      'my-content:1 is not a folder; content lives in content/ (or the folder CONTENT_DIR names)',
    ]);
  });
});
