import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { materialize, validCases } from '../../../tests/content/cases';
import { checkContent, formatIssue } from './check';
import { imageProblem, linkProblem } from './markdown';

describe("a link in a post's body", () => {
  it('may go anywhere on the web, over http too (a link is a navigation, not mixed content), or to an email or a heading', () => {
    for (const url of [
      'https://example.com/talk',
      'http://github.com',
      'http://www.example.com',
      'http://localhost:3000/api',
      'http://127.0.0.1:8080',
      'mailto:me@example.com',
      '#why-we-moved',
    ])
      expect(linkProblem(url), url).toBeNull();
  });

  it('may never run code or carry a page of its own', () => {
    expect(linkProblem('javascript:alert(1)')).toBe('javascript: links are never allowed; link to an https:// address');
    expect(linkProblem('JavaScript:alert(1)')).toMatch(/^javascript: links are never allowed/);
    expect(linkProblem('data:text/html,hi')).toMatch(/^data: links are never allowed/);
    expect(linkProblem('vbscript:x')).toMatch(/^vbscript: links are never allowed/);
  });

  it('is refused with what it may be for any other scheme or a relative address', () => {
    for (const url of [
      'ftp://example.com/file',
      'file:///etc/passwd',
      'tel:+353',
      'other-post',
      'http://',
      'http:// spaced',
    ])
      expect(linkProblem(url), url).toMatch(
        /^must be a full web address \(https:\/\/ or http:\/\/\), a mailto: address or #part-of-the-page, got /,
      );
  });
});

describe("an image in a post's body", () => {
  it('is a file under content/, or an https:// address the build fetches', () => {
    expect(imageProblem('assets/diagram.png')).toEqual({ local: true });
    expect(imageProblem('https://example.com/x.png?size=2&v=1')).toBeNull();
  });

  it('is refused over http://, as mixed content, with both fixes', () => {
    expect(imageProblem('http://example.com/x.png')).toEqual({
      problem:
        'http://example.com/x.png is an http:// image, which a page served over https may not show (mixed content); use its https:// address, or download the image into content/assets/ and link it there, as ![what it shows](assets/name.png)',
    });
  });

  it('is refused from any other scheme, without a scheme, with a user or password, or too long', () => {
    expect(imageProblem('data:image/png;base64,AA==')).toMatchObject({
      problem: expect.stringMatching(/^must be a file under content\/ or an https:\/\/ address/),
    });
    expect(imageProblem('javascript:alert(1)')).toMatchObject({
      problem: expect.stringContaining('download the image'),
    });
    expect(imageProblem('//cdn.example.com/x.png')).toMatchObject({
      problem: expect.stringContaining('write https: in front'),
    });
    expect(imageProblem('https://me:secret@example.com/x.png')).toMatchObject({
      problem: expect.stringContaining('no user or password'),
    });
    expect(imageProblem('https://localhost/x.png')).toMatchObject({
      problem: expect.stringContaining('not a full https:// address'),
    });
    expect(imageProblem(`https://example.com/${'a'.repeat(2100)}.png`)).toEqual({
      problem: 'address must be at most 2000 characters',
    });
  });
});

describe("an address in a post's prose", () => {
  const entry = (body: string) => {
    const content = materialize(...validCases().filter((c) => c.name === 'section-started'));
    mkdirSync(join(content.dir, 'sections', 'awards'), { recursive: true });
    writeFileSync(join(content.dir, 'sections', 'awards', 'first.md'), `---\ntitle: Best talk\n---\n\n${body}\n`);
    return content;
  };
  const issues = async (body: string) => {
    const content = entry(body);
    try {
      return (await checkContent(content.dir, 'content')).map(formatIssue);
    } finally {
      content.remove();
    }
  };

  it("is the owner's words when GitHub's Markdown makes a mail link of it, which no escape prevents", async () => {
    expect(await issues('Handle: os1j+@Iu.4O, and os1j+\\@Iu.4O escaped.')).toEqual([]);
  });

  it('is held to the mailto: rule when written as a link', async () => {
    for (const link of ['[write](mailto:os1j+@Iu.4O)', '<os1j+@Iu.4O>'])
      expect(await issues(link), link).toEqual([
        expect.stringMatching(
          /^content\/sections\/awards\/first\.md:5 body link must be a full web address .*"mailto:os1j\+@Iu\.4O"$/,
        ),
      ]);
  });
});
