import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { brokenCase, checkMessages, materialize } from '../../tests/content/cases';
import { contentlayer } from './contentlayer';

const INDEX = resolve('.contentlayer/generated/index.mjs');

/** The plugin's load hook for the generated data, as the dev server (or the build) calls it. */
function loadIndex(contentDir: string, command: 'serve' | 'build') {
  const plugin = contentlayer({ contentDir }) as Plugin & {
    configResolved: (config: { command: string }) => void;
    load: { handler: (id: string) => unknown };
  };
  plugin.configResolved({ command });
  return () => plugin.load.handler(INDEX);
}

describe('the content plugin while editing', () => {
  it("fails the generated data with the check's report, at the file and line, without a stack", async () => {
    const content = materialize(brokenCase('yaml-unclosed-quote'));
    try {
      let thrown: (Error & { id?: string; loc?: { file: string; line: number } }) | undefined;
      try {
        await loadIndex(content.dir, 'serve')();
      } catch (error) {
        thrown = error as typeof thrown;
      }
      const [expected = ''] = await checkMessages(brokenCase('yaml-unclosed-quote'));
      const [file = '', line = ''] = /^content\/(\S+):(\d+) /.exec(expected)?.slice(1) ?? [];
      expect(thrown?.message).toContain('Content check failed: 1 problem in 1 file.');
      expect(thrown?.message).toContain(expected.replace(/^content\//, `${content.dir}/`));
      expect(thrown?.message).toContain('npm run check:content');
      expect(thrown?.stack).toBe('');
      expect(thrown?.id).toBe(resolve(content.dir, file));
      expect(thrown?.loc).toMatchObject({ file: resolve(content.dir, file), line: Number(line) });
    } finally {
      content.remove();
    }
  });

  it('lets good content through, and leaves the build to the check that runs before it', async () => {
    const good = materialize();
    const broken = materialize(brokenCase('yaml-unclosed-quote'));
    try {
      expect(await loadIndex(good.dir, 'serve')()).toBeNull();
      expect(await loadIndex(broken.dir, 'build')()).toBeNull();
    } finally {
      good.remove();
      broken.remove();
    }
  });
});
