/**
 * Stars, main language, last push and archived state of each project's GitHub repository, fetched
 * at build time. It never fails or slows a build: every request has a short timeout, all run at
 * once, and any failure falls back to the last cached facts (or none) with one warning naming
 * the project.
 */
import { githubRepo, type RepoFacts } from '../../src/content/github.ts';

export type Project = { title: string; github: string };
export type FactsMap = Record<string, RepoFacts>;
export type FetchOptions = { token?: string | undefined; timeoutMs?: number; api?: string };

const API = 'https://api.github.com';

/** Why a response gave no facts, in words the owner can act on. */
function failure(status: number): string {
  if (status === 404) return 'repository not found (404)';
  if (status === 403 || status === 429) return `rate-limited (${status}); set GITHUB_TOKEN`;
  return `GitHub answered ${status}`;
}

/** The facts of one repository; throws an Error saying why there are none. */
async function fetchRepoFacts(repo: string, options: FetchOptions = {}): Promise<RepoFacts> {
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': 'portfolio-build',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`${options.api ?? API}/repos/${repo}`, {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw new Error(name === 'TimeoutError' ? 'no answer in time' : 'GitHub unreachable (offline?)');
  }
  if (!response.ok) throw new Error(failure(response.status));
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const { stargazers_count: stars, language, pushed_at: pushedAt, archived } = body ?? {};
  if (typeof stars !== 'number' || typeof pushedAt !== 'string' || typeof archived !== 'boolean')
    throw new Error('GitHub sent a malformed answer');
  return { stars, language: typeof language === 'string' ? language : null, pushedAt, archived };
}

/**
 * Fresh facts for every project whose code link is a GitHub repository, the cached ones where a
 * fetch fails, and one warning per project left with old facts or none.
 */
export async function refreshFacts(
  projects: readonly Project[],
  cache: FactsMap,
  options: FetchOptions = {},
): Promise<{ facts: FactsMap; warnings: string[] }> {
  const targets = projects.flatMap((project) => {
    const repo = githubRepo(project.github);
    return repo ? [{ project, repo }] : [];
  });
  const results = await Promise.allSettled(targets.map(({ repo }) => fetchRepoFacts(repo, options)));
  const facts: FactsMap = {};
  const warnings: string[] = [];
  results.forEach((result, index) => {
    const { project, repo } = targets[index] as (typeof targets)[number];
    if (result.status === 'fulfilled') {
      facts[repo] = result.value;
      return;
    }
    const cached = cache[repo];
    if (cached) facts[repo] = cached;
    const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
    const outcome = cached ? 'showing the last cached facts' : 'showing none';
    warnings.push(`GitHub facts for project "${project.title}" (${repo}): ${reason}; ${outcome}.`);
  });
  return { facts, warnings };
}
