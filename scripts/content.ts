import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// The package exports no bin path, so find it beside its package.json.
const contentlayerBin = join(dirname(require.resolve('contentlayer2/package.json')), 'bin', 'cli.cjs');

/** A content build that failed; its message is what the owner needs to read. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/**
 * Compiles content/ into .contentlayer/generated, failing on any bad file. Contentlayer prints
 * its errors to stdout, so the output is captured and becomes the error message.
 */
export function buildContent(): void {
  const result = spawnSync(process.execPath, [contentlayerBin, 'build'], { encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
    .split('\n')
    .filter((line) => !line.includes('npm warn'))
    .join('\n')
    .trim();
  if (result.status !== 0) throw new ContentError(`Content build failed:\n${output}`);
}

/** Rebuilds content/ on every change while the dev server runs. */
export function watchContent(): () => void {
  const child = spawn(process.execPath, [contentlayerBin, 'dev'], { stdio: 'inherit' });
  return () => child.kill();
}
