/** CHANGELOG.md, read for the owner's update pull request: the entries a fork has not had yet. */

/** `1.10.0` → [1, 10, 0]; anything else sorts first. */
const parts = (version: string) => (/^(\d+)\.(\d+)\.(\d+)$/.exec(version)?.slice(1) ?? ['0', '0', '0']).map(Number);

/** Whether version a is older than b, as semantic versions compare. */
export function olderThan(a: string, b: string): boolean {
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1)
    if ((x[index] ?? 0) !== (y[index] ?? 0)) return (x[index] ?? 0) < (y[index] ?? 0);
  return false;
}

/**
 * The changelog's entries after `previous` up to `version`, newest first, as written: each starts
 * at a `## X.Y.Z` heading and runs to the next.
 */
export function entriesSince(changelog: string, previous: string, version: string): string {
  const entries = changelog.split(/^(?=## \d+\.\d+\.\d+)/m).filter((entry) => entry.startsWith('## '));
  return entries
    .filter((entry) => {
      const at = /^## (\d+\.\d+\.\d+)/.exec(entry)?.[1] ?? '0.0.0';
      return olderThan(previous, at) && !olderThan(version, at);
    })
    .map((entry) => entry.trim())
    .join('\n\n');
}
