/**
 * Sveltia calls two services on its own: unpkg, every hour, for its latest version, and GitHub's
 * status page. No setting turns either off, and the editor's policy blocked both, logging a
 * violation on every load. The build answers them from the editor's own folder instead: the
 * version it ships (package-lock.json pins it, and the Update workflow brings newer ones), and a
 * status of "unknown", which shows no banner. The editor then talks to the site and GitHub's API
 * alone.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// The package exports only its entry point: its package.json is read from the folder above it.
const shippedVersion = () =>
  (
    JSON.parse(readFileSync(join(dirname(require.resolve('@sveltia/cms')), '..', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** Each address Sveltia calls by itself, the file beside the editor that answers it, and the answer. */
const CALLS: { address: string; local: string; file: string; body: () => unknown }[] = [
  {
    // Its version check asks `<address>/package.json`; other features this form leaves off build more paths on it.
    address: 'https://unpkg.com/@sveltia/cms',
    local: 'sveltia',
    file: 'sveltia/package.json',
    body: () => ({ name: '@sveltia/cms', version: shippedVersion() }),
  },
  {
    address: 'https://www.githubstatus.com/api/v2/status.json',
    local: 'github-status.json',
    file: 'github-status.json',
    body: () => ({ status: { indicator: 'unknown', description: 'Not checked by this editor' } }),
  },
];

export type LocalAnswer = { file: string; text: string };

/**
 * The script with each of those addresses pointing beside the editor, and the files that answer
 * them. A script that no longer makes one of the calls fails the build: its list is out of date.
 */
export function answerCallsLocally(script: string): { script: string; answers: LocalAnswer[] } {
  let rewritten = script;
  for (const { address } of CALLS) {
    const quoted = new RegExp('([`\'"])' + address.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + '\\1', 'g');
    if (!quoted.test(rewritten))
      throw new Error(`Sveltia CMS no longer calls ${address}: update CALLS in scripts/cms/offline.ts.`);
  }
  for (const { address, local } of CALLS)
    rewritten = rewritten.replace(
      new RegExp('([`\'"])' + address.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + '\\1', 'g'),
      `$1${local}$1`,
    );
  return { script: rewritten, answers: CALLS.map(({ file, body }) => ({ file, text: `${JSON.stringify(body())}\n` })) };
}
