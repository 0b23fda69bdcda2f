import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenCase, checkMessages, materialize } from '../../tests/content/cases';
import { buildEnv, makeSandbox } from '../test/sandbox';
import { scratchDir } from '../test/scratch';

const scratch = scratchDir('broken-build');

/** Runs the real build over broken cases, laid together, into a dist that holds a previous good site. */
function buildBroken(names: string[]) {
  const content = materialize(...names.map(brokenCase));
  const dist = join(scratch, names.join('+'), 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), 'previous good site');
  try {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/index.ts'], {
      env: { ...process.env, CONTENT_DIR: content.dir, DIST_DIR: dist, GITHUB_ACTIONS: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const output = `${result.stdout}${result.stderr}`;
    // Messages name the temp copy; put them in the owner's terms to compare with the check's.
    return { status: result.status, output: output.split(content.dir).join('content'), dist };
  } finally {
    content.remove();
  }
}

/**
 * The top-level files and folders of the content a case changes, removes or links into, and those
 * its messages name (a broken portrait is reported at site.yaml's line).
 */
function footprint(name: string, messages: string[]): Set<string> {
  const { dir } = brokenCase(name);
  const listed = (file: string) =>
    existsSync(join(dir, file))
      ? readFileSync(join(dir, file), 'utf8')
          .split('\n')
          .map((line) => line.split(' -> ')[0]?.trim() ?? '')
          .filter((line) => line && !line.startsWith('#'))
      : [];
  const paths = [
    ...readdirSync(dir).filter((entry) => !entry.endsWith('.txt')),
    ...listed('remove.txt'),
    ...listed('symlinks.txt'),
    ...messages.map((message) => message.slice('content/'.length)),
  ];
  return new Set(paths.map((path) => path.split(/[/:]/)[0] as string));
}

/**
 * The cases in as few builds as share no file or folder, each case in the first that has room. The
 * check reports every problem of every file in one run (tests/content/cases.build.test.ts), so a
 * build over several cases names each case's messages as its own build would: 27 builds of the
 * build tier's longest file become 8.
 */
function grouped(messages: Map<string, string[]>): Map<string, string[]> {
  const groups: { names: string[]; uses: Set<string> }[] = [];
  for (const [name, said] of messages) {
    const uses = footprint(name, said);
    const fits = groups.find((candidate) => ![...uses].some((path) => candidate.uses.has(path)));
    const group = fits ?? { names: [], uses: new Set<string>() };
    if (!fits) groups.push(group);
    group.names.push(name);
    for (const path of uses) group.uses.add(path);
  }
  return new Map(groups.flatMap((group) => group.names.map((name) => [name, group.names] as const)));
}

const BROKEN: [string, string][] = [
  ['a YAML syntax error', 'yaml-syntax'],
  ['an empty file', 'empty-file'],
  ['a missing required field', 'missing-field'],
  ['a wrong type', 'wrong-type'],
  ['an unknown field', 'unknown-field'],
  ['a skill level out of range', 'range-skill-level'],
  // Each of these once passed the check, then crashed it, or made contentlayer2 fail without a
  // line, or was published wrong; now the check stops the build at the line.
  ['a field named toString', 'proto-tostring'],
  ['a field named constructor', 'proto-constructor'],
  ['a field named __proto__', 'proto-proto'],
  ['nested fields named valueOf and hasOwnProperty', 'proto-nested'],
  ['a key repeated through an alias', 'duplicate-key-alias'],
  ['a file saved as Latin-1', 'encoding-latin1'],
  ['a file saved as UTF-16', 'encoding-utf16'],
  ['an anchor aliased too often', 'yaml-alias-count'],
  ['an optional date and flag written as ""', 'empty-date-flag'],
  ['a portrait that is not an image', 'image-not-an-image'],
  ['a portrait cut short', 'image-truncated'],
  ['a file over the size limit', 'size-file'],
  ['a list over the size limit', 'size-list'],
  ['texts and a link over the size limits', 'size-text'],
  // These passed the check, then crashed the build with a stack trace and no file named.
  ['a lone surrogate', 'text-lone-surrogate'],
  ['nesting 2,500 levels deep', 'yaml-deep-nesting'],
  ['a link with port 99999', 'url-port'],
  ['a 1×5000 portrait', 'image-aspect'],
  ['a 250-character file name', 'file-name-long'],
  ['a symbolic link loop', 'symlink-loop'],
];
// What the check says of each case alone (its snapshot: tests/content/cases.build.test.ts): what
// the build over the case must print.
const alone = new Map(
  await Promise.all(BROKEN.map(async ([, name]) => [name, await checkMessages(brokenCase(name))] as const)),
);
const groupOf = grouped(alone);
const builds = new Map<string, ReturnType<typeof buildBroken>>();

describe('npm run build over broken content', () => {
  it.each(BROKEN)(
    'fails on %s, naming file, line and field, and leaves the previous dist/ as it was',
    { timeout: 90_000 },
    (_, name) => {
      const group = groupOf.get(name) as string[];
      const key = group.join('+');
      if (!builds.has(key)) builds.set(key, buildBroken(group));
      const { status, output, dist } = builds.get(key) as ReturnType<typeof buildBroken>;
      expect(status).not.toBe(0);
      // Each case fails its build alone: the check refuses it, and the build prints what the check says.
      const messages = alone.get(name) ?? [];
      expect(messages.length, `the check refuses ${name} on its own`).toBeGreaterThan(0);
      for (const message of messages) expect(output).toContain(message);
      expect(output).toContain(`Build failed: ${dist}/ was left as it was.`);
      // The check stops the build before contentlayer2 runs, so the shared .contentlayer/ is never touched.
      expect(output).not.toMatch(/Generated \d+ documents/);
      expect(readdirSync(dist)).toEqual(['index.html']);
      expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('previous good site');
      expect(existsSync(`${dist}.staging`)).toBe(false);
    },
  );
});

describe('npm run build into a DIST_DIR outside the repository', () => {
  it('builds the whole site there, names it, and leaves nothing else behind', { timeout: 120_000 }, () => {
    // A copy of the project builds, so the tests running beside this one keep this checkout's
    // .contentlayer/ and .build/ as they are.
    const project = makeSandbox();
    try {
      const dist = join(scratch, 'elsewhere', 'site');
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/index.ts'], {
        cwd: project.dir,
        env: { ...buildEnv(), DIST_DIR: dist, GITHUB_ACTIONS: '' },
        encoding: 'utf8',
        timeout: 110_000,
      });
      expect(result.stderr).not.toContain('Cannot find module');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`into ${dist}/`);
      expect(existsSync(join(dist, 'index.html'))).toBe(true);
      expect(readdirSync(join(scratch, 'elsewhere'))).toEqual(['site']);
      expect(readdirSync(join(project.dir, '.build')).filter((name) => name.startsWith('server-'))).toEqual([]);
    } finally {
      project.remove();
    }
  });
});
