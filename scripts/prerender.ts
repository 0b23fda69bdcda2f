import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml } from '../src/lib/html';

type ServerEntry = typeof import('../src/entry-server');

/** The <head> tags of one prerendered page. */
function headTags(result: Awaited<ReturnType<ServerEntry['render']>>): string {
  return [
    `<title>${escapeHtml(result.title)}</title>`,
    `<meta name="description" content="${escapeHtml(result.description)}" />`,
  ].join('\n    ');
}

/** Where a route's HTML goes: `/` is index.html; others get both `x/index.html` and `x.html`. */
export function outputFiles(path: string): string[] {
  if (path === '/') return ['index.html'];
  const name = path.replace(/^\//, '');
  return [join(name, 'index.html'), `${name}.html`];
}

/** Renders every route into the client build in `siteDir`, using the SSR build in `serverDir`. */
export async function prerender(siteDir: string, serverDir: string): Promise<string[]> {
  const entry: ServerEntry = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
  const template = readFileSync(join(siteDir, 'index.html'), 'utf8');
  const written: string[] = [];
  for (const path of entry.ROUTE_PATHS) {
    const result = await entry.render(path);
    const html = template.replace('<!--app-head-->', headTags(result)).replace('<!--app-html-->', result.html);
    for (const file of outputFiles(path)) {
      const target = join(siteDir, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, html);
      written.push(file);
    }
  }
  return written;
}
