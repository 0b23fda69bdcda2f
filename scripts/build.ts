/**
 * The production build: content check, content, client bundle, server render, prerendered pages.
 * Everything is built in dist.staging/ and only moved into dist/ when every step succeeded, so a
 * bad content commit never replaces a good site.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildContent } from './content';

// DIST_DIR lets tests build elsewhere without touching the real dist/.
const DIST = process.env.DIST_DIR ?? 'dist';
const STAGING = `${DIST}.staging`;
const SITE = join(STAGING, 'site');
const SERVER = join(STAGING, 'server');

async function main() {
  const started = performance.now();
  // The check runs first and throws at once on a bad file, before anything is written or Vite
  // loads; Vite then loads while contentlayer2 compiles.
  const content = buildContent();
  const [{ checkSeconds, contentSeconds }, { build }] = await Promise.all([content, import('vite')]);
  rmSync(STAGING, { recursive: true, force: true });
  // The prerender's own modules (image rendering among them) load while Vite bundles.
  const prerenderModule = import('./prerender');
  let mark = performance.now();
  const lap = () => {
    const seconds = (performance.now() - mark) / 1000;
    mark = performance.now();
    return seconds;
  };
  await build({ build: { outDir: SITE, emptyOutDir: true }, logLevel: 'warn' });
  const clientSeconds = lap();
  await build({ build: { ssr: 'src/entry-server.tsx', outDir: SERVER, emptyOutDir: true }, logLevel: 'warn' });
  const serverSeconds = lap();
  const { prerender } = await prerenderModule;
  const pages = await prerender(SITE, SERVER);
  const prerenderSeconds = lap();

  const previous = join(STAGING, 'previous');
  if (existsSync(DIST)) renameSync(DIST, previous);
  renameSync(SITE, DIST);
  rmSync(STAGING, { recursive: true, force: true });
  const steps = { check: checkSeconds, content: contentSeconds, client: clientSeconds, server: serverSeconds };
  const detail = Object.entries({ ...steps, prerender: prerenderSeconds })
    .map(([step, seconds]) => `${step} ${seconds.toFixed(1)}`)
    .join(', ');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${pages.length} pages into ${DIST}/ in ${seconds} s (${detail}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error('\nBuild failed: dist/ was left as it was.');
  process.exit(1);
});
