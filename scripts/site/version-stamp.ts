import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSION_FILE, type VersionStamp } from '../deploy/wait-live';
import { env } from '../env';

export type { VersionStamp };

/** The `<meta>` every page carries with its build's commit. */
export const VERSION_META = 'portfolio-commit';

/** The commit being built: GitHub's GITHUB_SHA on CI, else the checkout's HEAD, else `unknown`. */
function currentCommit(): string {
  if (env.commitSha) return env.commitSha;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export const buildStamp = (now = new Date()): VersionStamp => ({ commit: currentCommit(), builtAt: now.toISOString() });

/** A tag in <head>, not a script: the pages' JavaScript and CSP stay as they are. Pages name the commit only, so a rebuild of one commit writes the same HTML. */
export const stampTag = (stamp: VersionStamp) =>
  `<meta name="${VERSION_META}" content="${stamp.commit.replace(/[^\w.-]/g, '')}">`;

/** version.json at the site's root: what the deploy polls to see the new build live. */
export function writeVersionFile(siteDir: string, stamp: VersionStamp): string {
  writeFileSync(join(siteDir, VERSION_FILE), `${JSON.stringify(stamp)}\n`);
  return VERSION_FILE;
}
