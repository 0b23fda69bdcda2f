/**
 * `npm run bench [name] [options]`: one command for the measurements, each a script of its own.
 * With no name, or options first, it runs Lighthouse. Every one serves the built site on 127.0.0.1
 * and needs a quiet machine: figures taken while other work runs say little.
 *
 *   npm run bench -- interaction --no-build --runs 3
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const BENCHES: Record<string, { file: string; what: string }> = {
  lighthouse: { file: 'lighthouse.ts', what: 'Lighthouse CI, mobile, on every route: scores, LCP, TBT, CLS' },
  interaction: { file: 'interaction.ts', what: 'phone emulation: when the app runs, long tasks, first taps, scrolls' },
  'startup-failure': {
    file: 'startup-failure.ts',
    what: 'phone emulation: each script failing in turn while a page starts; what the visitor keeps',
  },
  fonts: { file: 'fonts.ts', what: 'first visits on a phone: which font drew the text, and when Inter was in use' },
  build: { file: 'build.ts', what: 'the build time on the sample and on 10x and 100x generated content' },
  search: {
    file: 'search.ts',
    what: 'phone emulation: tap on search to first results; the index for 100 and 1,000 posts (--compare: others)',
  },
  bibtex: { file: 'bibtex.ts', what: 'what a .bib of --entries entries adds to the build, and its list page' },
  posts: {
    file: 'posts.ts',
    what: 'a blog of 1,000 generated posts: cold, unchanged and one-post builds, share images drawn',
  },
  screenshots: { file: 'screenshots.ts', what: 'every route, light and dark, at 390 and 1280 px, into screenshots/' },
  'font-cut': { file: '../page-load/subset-font.ts', what: 'the Inter files the build cuts for content/, with sizes' },
};

const [first, ...rest] = process.argv.slice(2);
const named = first !== undefined && !first.startsWith('-');
const name = named ? first : 'lighthouse';
const bench = BENCHES[name];
if (!bench) {
  const list = Object.entries(BENCHES).map(([key, { what }]) => `  ${key.padEnd(12)} ${what}`);
  console.error(`No benchmark named "${name}". Choose one:\n${list.join('\n')}`);
  process.exit(2);
}
const args = named ? rest : process.argv.slice(2);
const result = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, bench.file), ...args], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
