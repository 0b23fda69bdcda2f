/**
 * After a deploy: polls the live site's version.json, past every cache (a fresh query string and
 * `Cache-Control: no-cache`), until it names the commit just published, then writes "live N s
 * after the commit" to the job summary. After the time limit it warns and exits 0: the deploy
 * itself succeeded, GitHub Pages is only slow to show it. No dependencies, so the deploy job runs
 * it with Node's own type stripping and no `npm ci`.
 *
 *   node --experimental-strip-types scripts/deploy/wait-live.ts SITE_URL COMMIT [COMMIT_TIME]
 */
import { appendFileSync } from 'node:fs';

export const VERSION_FILE = 'version.json';

export type VersionStamp = { commit: string; builtAt: string };

export type WaitOptions = {
  siteUrl: string;
  commit: string;
  /** When the commit was made (ms since 1970); the figure counts from here. */
  since: number;
  timeoutMs?: number;
  intervalMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

export type WaitResult = { live: boolean; seconds: number; polls: number; served?: string };

async function servedCommit(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, {
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const stamp = (await response.json()) as Partial<VersionStamp>;
    return typeof stamp.commit === 'string' ? stamp.commit : undefined;
  } catch {
    return undefined;
  }
}

/** Polls until the site serves `commit` or the time limit passes; never more than timeout/interval + 1 polls. */
export async function waitLive(options: WaitOptions): Promise<WaitResult> {
  const { siteUrl, commit, since, timeoutMs = 600_000, intervalMs = 10_000 } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  const started = now();
  const maxPolls = Math.floor(timeoutMs / intervalMs) + 1;
  let served: string | undefined;
  for (let poll = 1; poll <= maxPolls; poll++) {
    served = await servedCommit(`${base}${VERSION_FILE}?t=${now()}-${poll}`);
    const seconds = Math.round((now() - since) / 1000);
    if (served === commit) return { live: true, seconds, polls: poll, served };
    if (now() - started >= timeoutMs) return { live: false, seconds, polls: poll, served };
    await sleep(intervalMs);
  }
  return { live: false, seconds: Math.round((now() - since) / 1000), polls: maxPolls, served };
}

/** The line for the job summary. */
export function summaryLine(result: WaitResult, commit: string, timeoutMs = 600_000, from = 'the commit'): string {
  const short = commit.slice(0, 7);
  if (result.live) return `Commit ${short} was live ${result.seconds} s after ${from}.`;
  const serving = result.served ? `it still serves ${result.served.slice(0, 7)}` : 'version.json did not answer';
  return `Commit ${short} was not live ${Math.round(timeoutMs / 1000)} s after publishing (${serving}); GitHub Pages may still be catching up.`;
}

async function main(): Promise<void> {
  const [siteUrl, commit, commitTime] = process.argv.slice(2);
  if (!siteUrl || !commit) {
    console.error('Usage: wait-live.ts SITE_URL COMMIT [COMMIT_TIME]');
    process.exit(1);
  }
  // A scheduled or manual run has no pushed commit's time: it counts from publishing instead.
  const parsed = commitTime ? Date.parse(commitTime) : Number.NaN;
  const since = Number.isNaN(parsed) ? Date.now() : parsed;
  const result = await waitLive({ siteUrl, commit, since });
  const line = summaryLine(result, commit, undefined, Number.isNaN(parsed) ? 'publishing' : 'the commit');
  if (result.live) console.log(line);
  else console.log(`::warning title=Not live yet::${line}`);
  // Read here, not through scripts/env.ts: the live job runs this file alone, with no install.
  const summary = process.env.GITHUB_STEP_SUMMARY;
  if (summary) appendFileSync(summary, `### Live\n\n${line}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
