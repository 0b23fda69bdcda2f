/**
 * `npm run bench -- posts`: the build budget of a long blog (1,000 posts in 60 s or less) and its
 * share images drawn incrementally. In a throw-away copy of the project it writes the fixture with
 * N generated posts (tests/owners/generate-long-section.ts) and builds it three times: cold (no share
 * image kept), again unchanged (every image copied, none drawn), and after one post's title
 * changed (that one drawn). Prints each build's time and steps, the load average it ran at, the
 * share images drawn and copied, and the weight of a list page, a topic page and the section
 * route's chunk.
 *
 *   tsx scripts/bench/posts.ts [--posts 1000] [--languages en,ja]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { contentlayerEnv } from '../env';
import { kb } from '../table';
import { makeSandbox } from '../test/sandbox';
import { childCpuSeconds } from './stats';

const { values } = parseArgs({
  options: { posts: { type: 'string', default: '1000' }, languages: { type: 'string', default: 'en' } },
});
const CONTENT = 'content-posts';
const sandbox = makeSandbox();
const at = (...path: string[]) => join(sandbox.dir, ...path);

function build(label: string) {
  const load = (loadavg()[0] ?? 0).toFixed(1);
  const cpu = childCpuSeconds();
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/index.ts'], {
    cwd: sandbox.dir,
    encoding: 'utf8',
    env: contentlayerEnv(sandbox.dir, {
      CONTENT_DIR: CONTENT,
      DIST_DIR: 'dist',
      BASE_PATH: '/',
      GITHUB_FACTS: 'off',
      SHARE_IMAGE_CACHE: '.cache/share-images-bench',
      GITHUB_STEP_SUMMARY: '',
      GITHUB_ACTIONS: 'false',
    }),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const cpuSeconds = (childCpuSeconds() - cpu).toFixed(0);
  if (result.status !== 0) throw new Error(`The ${label} build failed:\n${result.stdout}${result.stderr}`);
  const steps = /\(check [^)]*\)/.exec(result.stdout)?.[0] ?? '';
  const images = /Share images: (\d+) drawn, (\d+) unchanged/.exec(result.stdout);
  console.log(
    `${label.padEnd(18)} ${seconds.padStart(6)} s (${cpuSeconds} CPU-s) at load ${load}: ${steps}; share images ${images?.[1] ?? 0} drawn, ${images?.[2] ?? 0} copied`,
  );
}

const gzipped = (file: string) => kb(gzipSync(readFileSync(file), { level: 9 }).length);

try {
  const generated = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/owners/generate-long-section.ts',
      `--posts=${values.posts}`,
      `--out=${CONTENT}`,
      `--languages=${values.languages}`,
    ],
    { cwd: sandbox.dir, stdio: 'inherit' },
  );
  if (generated.status !== 0) throw new Error('The posts could not be generated.');
  build('cold');
  build('unchanged');
  const first = at(CONTENT, 'sections', 'writing', 'post-0001.md');
  writeFileSync(first, readFileSync(first, 'utf8').replace(/^title: .*$/m, 'title: A title changed since'));
  build('one post retitled');
  const topics = readdirSync(at('dist', 'tags'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const biggest = topics
    .map((entry) => at('dist', 'tags', entry.name, 'index.html'))
    .reduce((a, b) => (statSync(b).size > statSync(a).size ? b : a));
  const chunk = readdirSync(at('dist', 'assets')).find((name) => name.startsWith('_-_slug_'));
  console.log(`\nA list page (/writing): ${gzipped(at('dist', 'writing', 'index.html'))} gzipped`);
  console.log(`The largest topic page (${biggest.split('/tags/')[1]}): ${gzipped(biggest)} gzipped`);
  if (chunk) console.log(`The section route's chunk, every entry's card data: ${gzipped(at('dist', 'assets', chunk))}`);
} finally {
  sandbox.remove();
}
