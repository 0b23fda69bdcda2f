import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenCase, brokenCases, materialize, validCases } from '../../../tests/content/cases';
import { annotation, checkContent, formatIssue } from './check';

const messagesFor = (...names: string[]) => {
  const content = materialize(...names.map(brokenCase));
  try {
    return checkContent(content.dir, 'content').map(formatIssue);
  } finally {
    content.remove();
  }
};

describe('the content check', () => {
  it('passes the sample content', () => {
    expect(checkContent('content').map(formatIssue)).toEqual([]);
  });

  describe.each(brokenCases())('refuses the broken case $name', (contentCase) => {
    it('with exactly its messages, each naming file, line and field', () => {
      expect(contentCase.expected.length, 'the case lists its messages in expected.txt').toBeGreaterThan(0);
      expect(messagesFor(contentCase.name)).toEqual(contentCase.expected);
    });
  });

  it.each(validCases())('accepts the valid case $name', (contentCase) => {
    const content = materialize(contentCase);
    try {
      expect(checkContent(content.dir, 'content').map(formatIssue)).toEqual([]);
    } finally {
      content.remove();
    }
  });

  it('keeps the Windows line endings and byte-order marks that the valid cases are about', () => {
    const bytes = (path: string) => readFileSync(join('tests/content/valid', path));
    expect(bytes('crlf/skills/languages.yaml').includes('\r\n')).toBe(true);
    expect(bytes('bom/social/github.yaml').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const both = bytes('bom-crlf/experience/cloud-engineer.yaml');
    expect(both.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(both.includes('\r\n')).toBe(true);
  });

  it('reports every problem in every file in one run, not only the first', () => {
    expect(messagesFor('range-skill-level', 'url-http', 'missing-field', 'yaml-syntax')).toEqual([
      ...brokenCase('missing-field').expected,
      ...brokenCase('url-http').expected,
      ...brokenCase('range-skill-level').expected,
      ...brokenCase('yaml-syntax').expected,
    ]);
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
