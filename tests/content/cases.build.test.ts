import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenCase, brokenCases, checkMessages, validCases } from './cases';

// What the owner reads for each broken case is a snapshot (__snapshots__/cases.build.test.ts.snap):
// a change to a message, or a field that changes a list of allowed ones, is one `npm run test:build -- -u`
// and a diff to read, never a hand-kept file per case.
describe.each(brokenCases())('the content check refuses the broken case $name', (contentCase) => {
  it('with its messages, each naming the file and line', async () => {
    const messages = await checkMessages(contentCase);
    expect(messages.length, 'a broken case is refused').toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(/^content\/\S+:\d+ \S/);
    expect(messages).toMatchSnapshot();
  });
});

describe('the content check', () => {
  it.each(validCases())('accepts the valid case $name', async (contentCase) => {
    expect(await checkMessages(contentCase)).toEqual([]);
  });

  it('keeps the Windows line endings and byte-order marks that the valid cases are about', () => {
    const bytes = (path: string) => readFileSync(join('tests/content/valid', path));
    expect(bytes('crlf/skills/languages.yaml').includes('\r\n')).toBe(true);
    expect(bytes('bom/social/github.yaml').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const both = bytes('bom-crlf/experience/cloud-engineer.yaml');
    expect(both.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(both.includes('\r\n')).toBe(true);
  });

  it('reports every problem in every file in one run, not only the first', async () => {
    const names = ['range-skill-level', 'url-http', 'missing-field', 'yaml-syntax'];
    const alone = await Promise.all(names.map((name) => checkMessages(brokenCase(name))));
    const together = await checkMessages(...names.map(brokenCase));
    expect([...together].sort()).toEqual(alone.flat().sort());
    // In the order the owner reads them: file by file, each file's lines in order.
    expect(together).toMatchSnapshot();
  });
});
