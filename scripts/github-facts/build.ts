/**
 * The build's facts step: reads the projects from content/, refreshes their facts against the
 * cache file, writes the cache back and hands the facts to `virtual:github-facts`.
 *
 * The cache (.cache/github-facts.json) is not committed: facts are build output. The deploy
 * workflow keeps it between runs with actions/cache, so a failed fetch there shows last week's
 * facts; a fresh checkout that cannot reach GitHub shows none. GITHUB_FACTS=off skips the fetch
 * and uses the cache alone (tests, offline work).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { env } from '../env.ts';
import { type FactsMap, type Project, refreshFacts } from './fetch.ts';

export type { FactsMap };

/** The projects' titles and code links; files the content check rejects are its business. */
function readProjects(contentDir: string): Project[] {
  const dir = join(contentDir, 'projects');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .flatMap((file) => {
      try {
        const data = parse(readFileSync(join(dir, file), 'utf8')) as Partial<Project> | null;
        return typeof data?.github === 'string' ? [{ title: String(data.title ?? file), github: data.github }] : [];
      } catch {
        return [];
      }
    });
}

/** The facts the last build wrote, or none. */
export function readCache(file = env.githubFactsFile): FactsMap {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FactsMap;
  } catch {
    return {};
  }
}

export type FactsSettings = { off: boolean; token: string | undefined };

/** Refreshes the facts (unless GITHUB_FACTS=off), writes the cache and returns the facts. */
export async function buildFacts(
  contentDir: string,
  settings: FactsSettings = { off: env.githubFactsOff, token: env.githubToken },
  file = env.githubFactsFile,
): Promise<FactsMap> {
  const cache = readCache(file);
  if (settings.off) return cache;
  const { facts, warnings } = await refreshFacts(readProjects(contentDir), cache, {
    token: settings.token,
    api: env.githubApiUrl,
  });
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(facts, null, 2)}\n`);
  return facts;
}
