import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { leanContent } from './lean-content';

const SITE = '/repo/.contentlayer/generated/Site/_index.json';
const site = {
  type: 'Site',
  _id: 'site.yaml',
  _raw: { sourceFilePath: 'site.yaml' },
  name: 'Robin',
  email: 'robin@example.org',
  description: 'For the head only',
  greeting: 'Hi, I am Robin',
  about: ['A long paragraph only the home page shows.'],
};

/** Runs the plugin's transform as the client (or server) build would, or the dev server. */
function transform(id: string, ssr = false, command = 'build'): string {
  const plugin = leanContent() as Plugin & {
    configResolved: (config: unknown) => void;
    transform: { handler: (code: string, id: string) => { code: string } | string | null };
  };
  plugin.configResolved({ build: { ssr }, command });
  const result = plugin.transform.handler(JSON.stringify(site), id);
  return typeof result === 'string' ? result : (result?.code ?? '');
}

describe('the content the browser downloads', () => {
  it('leaves the home page’s own words out of the site-wide data, with contentlayer’s bookkeeping and head-only fields', () => {
    expect(JSON.parse(transform(SITE))).toEqual({ name: 'Robin', email: 'robin@example.org' });
  });

  it('ships the home page’s words alone in the module the home route imports', () => {
    const code = transform(`${SITE}?page=home`);
    expect(code.startsWith('export default ')).toBe(true);
    expect(JSON.parse(code.replace(/^export default /, '').replace(/;$/, ''))).toEqual({
      greeting: 'Hi, I am Robin',
      about: ['A long paragraph only the home page shows.'],
    });
  });

  it('keeps every field for the server render, which writes the head and every page', () => {
    const data = JSON.parse(transform(SITE, true));
    expect(data).toMatchObject({ description: 'For the head only', greeting: 'Hi, I am Robin', type: 'Site' });
    expect(data._raw).toBeUndefined();
  });

  it('fails the build, naming what it looked for, when contentlayer’s generated output changes shape', () => {
    const plugin = leanContent() as Plugin & {
      transform: { handler: (code: string, id: string) => unknown };
    };
    const index = '/repo/.contentlayer/generated/index.mjs';
    expect(() => plugin.transform.handler('export const documents = [site]', index)).toThrow(
      /no `export const allDocuments = …` line in .*index\.mjs/,
    );
    expect(() => plugin.transform.handler(JSON.stringify({ name: 'Robin' }), `${SITE}?page=home`)).toThrow(
      /no `"type": "Site"`/,
    );
  });

  it('serves the home page’s words whole as a module in dev, and leaves the rest to Vite', () => {
    const code = transform(`${SITE}?import&page=home`, false, 'serve');
    expect(JSON.parse(code.replace(/^export default /, '').replace(/;$/, ''))).toEqual(site);
    expect(transform(SITE, false, 'serve')).toBe('');
  });
});
