import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { materialize, validCases } from '../../../tests/content/cases';
import { checkContent, formatIssue } from './check';
import { editorSections, emptySections } from './sections';
import { reportWarnings } from './warnings';

// An owner who works only in /admin starts a section with its page (path: /awards), publishes it,
// and then finds the section's own collection in the editor to write its entries in.
const started = () => materialize(...validCases().filter((c) => c.name === 'section-started'));

describe('a section started with its page, before it has entries', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes the check, and gets a collection of its own in the editor', async () => {
    const content = started();
    try {
      expect((await checkContent(content.dir, 'content')).map(formatIssue)).toEqual([]);
      expect(editorSections(content.dir).sections).toEqual(['awards']);
      expect(editorSections(content.dir).sectionTitles).toEqual({ awards: 'Awards' });
    } finally {
      content.remove();
    }
  });

  it('is reported as not shown until it has an entry, naming its page file and where entries go', async () => {
    const content = started();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(emptySections(content.dir, 'content')).toEqual([
        { name: 'awards', file: 'content/pages/awards.yaml', line: 2 },
      ]);
      const lines = reportWarnings(content.dir).filter((line) => line.includes('/awards'));
      expect(lines).toEqual([
        `Warning: ${content.dir}/pages/awards.yaml:2 path /awards starts a section with no entries yet, so it is not shown; add its entries as Markdown files in sections/awards/ (in /admin, its own collection once this commit is published)`,
      ]);
      expect(log).toHaveBeenCalledWith(lines[0]);

      mkdirSync(join(content.dir, 'sections', 'awards'), { recursive: true });
      writeFileSync(join(content.dir, 'sections', 'awards', 'first.md'), '---\ntitle: Best talk, Cloud Summit\n---\n');
      expect(emptySections(content.dir, 'content')).toEqual([]);
      expect(editorSections(content.dir).sections).toEqual(['awards']);
      expect((await checkContent(content.dir, 'content')).map(formatIssue)).toEqual([]);
    } finally {
      content.remove();
    }
  });

  it('does not take a page misspelt as a new section: the six keep their addresses', async () => {
    const content = started();
    try {
      writeFileSync(
        join(content.dir, 'pages', 'awards.yaml'),
        'path: /projekts\nname: Projects\norder: 3\nmetaTitle: P\nmetaDescription: P\n',
      );
      expect((await checkContent(content.dir, 'content')).map(formatIssue)).toEqual([
        expect.stringMatching(
          /^content\/pages\/awards\.yaml:1 path must be one of .*; got "\/projekts": did you mean \/projects\?$/,
        ),
      ]);
      expect(editorSections(content.dir).sections).toEqual([]);
    } finally {
      content.remove();
    }
  });

  it('takes a path written as no address can be for the section it most likely names', async () => {
    const content = started();
    const page = (path: string) =>
      `path: ${JSON.stringify(path)}\nname: Talks\norder: 8\nmetaTitle: Talks\nmetaDescription: Talks\n`;
    try {
      for (const [written, meant] of [
        ['/My Talks', '/my-talks'],
        ['Talks', '/talks'],
        ['/Résumé notes', '/resume-notes'],
        ['Experience', '/experience'],
      ] as const) {
        writeFileSync(join(content.dir, 'pages', 'awards.yaml'), page(written));
        expect((await checkContent(content.dir, 'content')).map(formatIssue)).toEqual([
          expect.stringMatching(new RegExp(`got "${written}": did you mean ${meant}\\?$`)),
        ]);
      }
    } finally {
      content.remove();
    }
  });
});
