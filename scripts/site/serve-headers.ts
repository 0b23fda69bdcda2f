/**
 * What the preview server answers besides files, as static hosts do: the `_headers` file's rules
 * and the files a host never serves.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type HeaderRule = { pattern: string; headers: [string, string | null][] };

/**
 * Headers from a Netlify/Cloudflare-style `_headers` file: `/*` rules and exact paths, later rules
 * winning; `! Name` removes a header an earlier rule set (Cloudflare's syntax).
 */
function readHeaderRules(dir: string): HeaderRule[] {
  const file = join(dir, '_headers');
  if (!existsSync(file)) return [];
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else if (line.trim().startsWith('!')) rules.at(-1)?.headers.push([line.trim().slice(1).trim(), null]);
    else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

const matches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/** Files a host keeps to itself: its own `_headers`/`_redirects`, hidden files, source maps. */
export const isPrivate = (path: string) =>
  /^\/_(?:headers|redirects)$/.test(path) ||
  path.split('/').some((name) => name.startsWith('.')) ||
  path.endsWith('.map');

/** The `_headers` rules for `path`, applied to `headers` in place: later rules win, `null` removes. */
export function applyHeaderRules(dir: string, path: string, headers: Record<string, string>): void {
  // Read per request: a build swaps dist/ in place while the server runs.
  for (const rule of readHeaderRules(dir))
    if (matches(rule.pattern, path))
      for (const [name, value] of rule.headers)
        if (value === null) delete headers[name.toLowerCase()];
        else headers[name.toLowerCase()] = value;
}
