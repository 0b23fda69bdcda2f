import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

// Build output, caches, benchmark reports and other helpers' builds stay behind; node_modules is
// linked, not copied.
const SKIP = new Set([
  'node_modules',
  'dist',
  '.git',
  '.contentlayer',
  '.build',
  'test-results',
  'playwright-report',
  'bench-results',
  '.lighthouseci',
  'screenshots',
]);
const skipped = (name: string) => SKIP.has(name) || name.startsWith('.dist-') || name.endsWith('.staging');

/**
 * A throw-away copy of the project in a temp dir, for builds over other content (fixtures,
 * generated big content) that must not touch this checkout's .contentlayer/ or dist/.
 */
export function makeSandbox(root = process.cwd()): { dir: string; remove: () => void } {
  const source = resolve(root);
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-sandbox-'));
  cpSync(source, dir, {
    recursive: true,
    filter: (path) => dirname(path) !== source || !skipped(basename(path)),
  });
  symlinkSync(join(source, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The environment without Vitest's marks, which point vite.config.ts at the unit tests' content: a build's own. */
export const buildEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST$|NODE_ENV$)/.test(name)));
