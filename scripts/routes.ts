/**
 * The site's routes as the build sees them: each path's route module, the files its page is
 * written to, and its address under the deploy's base.
 */
import { join } from 'node:path';
import { ROUTE_PATHS } from '../src/content/model';

export { ROUTE_PATHS };

/** A route's path relative to the base: '' for `/`, 'skills' for `/skills`. */
const relativePath = (path: string) => path.replace(/^\//, '');

/** A route's name in file names the tools write: 'home' for `/`, 'skills' for `/skills`. */
export const routeName = (path: string) => (path === '/' ? 'home' : relativePath(path));

/** A route's address under `root`, an origin with the base (`http://127.0.0.1:4173/portfolio/`). */
export const routeUrl = (path: string, root: string) => new URL(relativePath(path), root).href;

/**
 * The module that defines a route: `/` is src/routes/index.tsx, `/skills` src/routes/skills.tsx; a
 * section the owner added, `/talks`, is src/routes/$section/index.tsx, and its entry `/talks/x` $section/$slug.tsx.
 */
export function routeModule(path: string): string {
  if (!(ROUTE_PATHS as readonly string[]).includes(path))
    return path.split('/').filter(Boolean).length > 1
      ? 'src/routes/$section/$slug.tsx'
      : 'src/routes/$section/index.tsx';
  return `src/routes/${path === '/' ? 'index' : relativePath(path)}.tsx`;
}

/**
 * Where a route's HTML goes: `/` is index.html; others get both `x/index.html` and `x.html`; the
 * not-found page is 404.html only, the name GitHub Pages, Netlify and Cloudflare Pages look for.
 * A path is written as a link writes it (`/tags/%E6%97%A5…`); its file has the letters a host
 * decodes the address to (`tags/日本語/index.html`).
 */
export function outputFiles(path: string): string[] {
  if (path === '/') return ['index.html'];
  if (path === '/404') return ['404.html'];
  const name = decodeURIComponent(relativePath(path));
  return [join(name, 'index.html'), `${name}.html`];
}

/** The route a page's `index.html` serves, from its directory relative to the site (`skills` → `/skills`, `tags/日本語` → `/tags/%E6%97%A5…`). */
export const routeOfDirectory = (dir: string) =>
  `/${dir.split(/[\\/]/).map(encodeURIComponent).join('/')}`.replace(/\/$/, '') || '/';

/** The file in the build `dir` that an address under `base` is: `/portfolio/assets/a.css` → `<dir>/assets/a.css`. */
export const builtFile = (dir: string, base: string, url: string) => join(dir, url.slice(base.length));
